import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../contract/staff';
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
  // Set when staff delete the customer: personal data is wiped, orders and payments stay for the books.
  deletedAt: moment('deleted_at'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  // ADMIN also manages staff accounts and reads the audit log; both roles manage the catalogue.
  role: text('role', { enum: STAFF_ROLES }).notNull().default('ADMIN'),
  /** As for customers: raised with every new password, ending every earlier token. */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
  },
  (t) => [check('users_role_known', sql`${t.role} in ('ADMIN', 'MANAGER')`)],
);

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

/**
 * Every staff change, written in the transaction of the change itself: who (a staff user's id, kept as a plain
 * number so the history outlives the account), what was done to which row, and the row before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  // The staff's log reads newest first within a date range or of one staff member.
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id), index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_user_idx').on(t.userId, t.id)],
);
