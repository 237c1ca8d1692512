import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './people';

/** Where orders go: regions, their districts, post branches, and the customers' saved addresses. */

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  nameUZB: text('name_uzb').notNull(),
  nameRUS: text('name_rus').notNull(),
  // Tashkent city delivers to a street and house; every other region to a post branch.
  isTashkentCity: boolean('is_tashkent_city').notNull().default(false),
  position: integer('position').notNull().default(0),
  // Deactivated places leave the address form; addresses and orders already naming one keep it.
  active: boolean('active').notNull().default(true),
});

export const subRegions = pgTable(
  'sub_regions',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sub_regions_region_idx').on(t.regionId)],
);

export const postFilials = pgTable(
  'post_filials',
  {
    id: serial('id').primaryKey(),
    subRegionId: integer('sub_region_id')
      .notNull()
      .references(() => subRegions.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    addressUZB: text('address_uzb').notNull(),
    addressRUS: text('address_rus').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('post_filials_sub_region_idx').on(t.subRegionId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    subRegionId: integer('sub_region_id')
      .notNull()
      .references(() => subRegions.id),
    postFilialId: integer('post_filial_id').references(() => postFilials.id),
    street: text('street'),
    houseNumber: text('house_number'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
