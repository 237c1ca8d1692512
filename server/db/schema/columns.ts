import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A moment that may be unset (paid, cancelled, used...). */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
