import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../contract/staff';
import { createdAt } from './columns';

/** The staff's accounts and the log of what they changed. */

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
