import { relative } from './sources';

/* The server's domains and the tables each owns, as docs/architecture.md (Import rules) describes them. */

/**
 * server/db, server/http and server/shared serve every domain, and the files directly in server/ (app.ts, deps.ts,
 * main.ts, ...) wire them together; every other folder of server/ is a domain, the staff's own (server/staff) included.
 */
const shared = new Set(['db', 'http', 'shared']);

/** The domain a file belongs to, or undefined for shared and wiring code and everything outside server/. */
export const domainOf = (file: string): string | undefined => {
  const parts = relative(file).split('/');
  return parts[0] === 'server' && parts.length > 2 && !shared.has(parts[1]!) ? parts[1] : undefined;
};

export const schemaDir = 'server/db/schema/';

/**
 * Which domain owns the tables of each file of server/db/schema/: only it reads and writes them; another domain that
 * needs their data calls the owner's service.ts. columns.ts holds column helpers, no table.
 */
export const tableOwners: Record<string, string | null> = {
  'auth.ts': 'auth',
  'catalogue.ts': 'catalogue',
  'columns.ts': null,
  'favourites.ts': 'favourites',
  'fiscal.ts': 'payments',
  'home.ts': 'home',
  'jobs.ts': 'jobs',
  'loyalty.ts': 'loyalty',
  'media.ts': 'media',
  'messages.ts': 'messages',
  'notifications.ts': 'notifications',
  'orders.ts': 'orders',
  'payments.ts': 'payments',
  'people.ts': 'customers',
  'promo-codes.ts': 'loyalty',
  'places.ts': 'addresses',
  'returns.ts': 'returns',
  'reviews.ts': 'reviews',
  'sandbox.ts': 'sandbox',
  'settings.ts': 'settings',
  'shopping.ts': 'cart',
  'sms.ts': 'sms',
  'staff.ts': 'staff',
  'stock.ts': 'catalogue',
  'telegram.ts': 'telegram',
};
