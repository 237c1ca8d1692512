import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/** The SMS codes that prove a phone number, for signing up and resetting a password. */

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
