import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/** Customers, staff users and the SMS codes that prove a phone number. */

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
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['ADMIN'] }).notNull().default('ADMIN'),
  /** As for customers: raised with every new password, ending every earlier token. */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['REGISTER', 'RESET_PASSWORD'] }).notNull(),
    code: text('code').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_phone_idx').on(t.phoneNumber, t.createdAt),
    // The shop-wide daily SMS ceiling counts the day's codes under a lock on every send.
    index('verification_codes_created_idx').on(t.createdAt),
  ],
);
