import { check, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { moment } from './columns';

/*
 * The shop's settings (docs/api.md "Shop settings"): one row of typed columns, so every figure has its type and the
 * database refuses a second row, and the shops as rows of their own in the order staff gave them. Typed columns over
 * a key/value table: each setting is read by code that needs it typed (the delivery fee as a number) and a new one is
 * a migration with its default anyway.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    // Always 1: the one row.
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    telegram: text('telegram').notNull(),
    email: text('email').notNull(),
    // When the shop answers the phone and messages, in each language.
    hoursUz: text('hours_uz').notNull(),
    hoursRu: text('hours_ru').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    freeDeliveryFrom: integer('free_delivery_from').notNull(),
    returnWindowDays: integer('return_window_days').notNull(),
    smsSender: text('sms_sender').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

/** The shop's branches, shown on the branches page in `position` order. */
export const shopBranches = pgTable('shop_branches', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().unique(),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
  addressUz: text('address_uz').notNull(),
  addressRu: text('address_ru').notNull(),
  landmarkUz: text('landmark_uz').notNull(),
  landmarkRu: text('landmark_ru').notNull(),
  hoursUz: text('hours_uz').notNull(),
  hoursRu: text('hours_ru').notNull(),
});
