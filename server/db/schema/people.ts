import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/** The shop's customers: the staff's accounts are in staff.ts, the sign-in codes in auth.ts. */

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender', { enum: ['Erkak', 'Ayol'] }).notNull().default('Ayol'),
  passwordHash: text('password_hash').notNull(),
  imageUrl: text('image_url'),
  points: integer('points').notNull().default(0),
  /** Raised by every password change or reset; a token carrying an older number is refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  // Set when staff delete the customer: personal data is wiped, orders and payments stay for the books.
  deletedAt: moment('deleted_at'),
  createdAt: createdAt(),
});
