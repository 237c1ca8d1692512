import { brandNamesByIds, categoryNamesByIds, findProducts } from './catalogue/service';
import { coloursByIds } from './catalogue/products/service';
import { customerNamesByIds } from './customers/service';
import { orderNumbersByIds } from './orders/payment-service';
import type { AuditName, AuditNameHolders } from './staff/holders';

/** A name that is the same in both languages: an order's number, a customer's or a brand's name. */
const inBoth = (names: Map<number, string>): Map<number, AuditName> => new Map([...names].map(([id, name]) => [id, { uz: name, ru: name }]));

const inEach = (rows: Iterable<{ id: number; nameUZB: string; nameRUS: string }>): Map<number, AuditName> =>
  new Map([...rows].map(({ id, nameUZB, nameRUS }) => [id, { uz: nameUZB, ru: nameRUS }]));

/**
 * The domains whose things the audit log names, handed to the audit's plugin by server/staff-routes.ts: they write
 * the log through staff/audit.ts, so the staff ask them through this, not by import.
 */
export const AUDIT_NAME_HOLDERS: AuditNameHolders = {
  order: async (db, ids) => inBoth(await orderNumbersByIds(db, ids)),
  product: async (db, ids) => inEach(await findProducts(db, ids)),
  customer: async (db, ids) => inBoth(new Map([...(await customerNamesByIds(db, ids))].map(([id, { fullName }]) => [id, fullName]))),
  brand: async (db, ids) => inBoth(await brandNamesByIds(db, ids)),
  category: async (db, ids) => inEach((await categoryNamesByIds(db, ids)).values()),
  color: async (db, ids) => inEach((await coloursByIds(db, ids)).values()),
};
