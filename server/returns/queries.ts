import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReturnHandover, ReturnKind, ReturnReason, ReturnStatus, RefundState } from '../../contract/limits';
import type { Executor } from '../db/client';
import { returnRequests } from '../db/schema/returns';

/* The return_requests table: only server/returns reads and writes it (docs/architecture.md, Import rules). */

export type ReturnRow = typeof returnRequests.$inferSelect;

export interface NewReturn {
  orderId: number;
  orderItemId: number;
  customerId: number;
  kind: ReturnKind;
  quantity: number;
  reason: ReturnReason;
  comment: string | null;
  photos: string[];
  handover: ReturnHandover;
  exchangeProductId: number | null;
  exchangeSizeVariantId: number | null;
  exchangeSize: string | null;
  refundAmount: number;
}

/** Inserts a REQUESTED request; a second open one for the line fails on return_requests_one_open_per_line (23505). */
export async function insertReturn(tx: Executor, request: NewReturn, now: Date): Promise<number> {
  const [row] = await tx
    .insert(returnRequests)
    .values({
      orderId: request.orderId,
      orderItemId: request.orderItemId,
      customerId: request.customerId,
      kind: request.kind,
      status: 'REQUESTED',
      quantity: request.quantity,
      reason: request.reason,
      comment: request.comment,
      photos: request.photos,
      handover: request.handover,
      exchangeProductId: request.exchangeProductId,
      exchangeSizeVariantId: request.exchangeSizeVariantId,
      exchangeSize: request.exchangeSize,
      refundAmount: request.refundAmount,
      createdAt: now,
    })
    .returning({ id: returnRequests.id });
  return row!.id;
}

export async function findReturn(db: Executor, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}

/** Every request of the order, oldest first: what its lines already sent back. */
export function returnsOfOrder(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(returnRequests.id);
}

export function returnsOfCustomer(db: Executor, customerId: number): Promise<ReturnRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.customerId, customerId)).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

export async function returnPage(db: Executor, status: ReturnStatus | undefined, window: { limit: number; offset: number }): Promise<{ rows: ReturnRow[]; total: number }> {
  const where: SQL | undefined = status ? eq(returnRequests.status, status) : undefined;
  const rows = await db.select().from(returnRequests).where(where).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countByStatus(db: Executor): Promise<Map<ReturnStatus, number>> {
  const rows = await db.select({ status: returnRequests.status, n: count() }).from(returnRequests).groupBy(returnRequests.status);
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/** What the received, not yet refunded RETURNs of each order add up to, by order (the PayMe / Uzum cabinet's step). */
export async function receivedReturnSums(db: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ orderId: returnRequests.orderId, sum: sql<number>`sum(${returnRequests.refundAmount})::int` })
    .from(returnRequests)
    .where(and(inArray(returnRequests.orderId, wanted), eq(returnRequests.kind, 'RETURN'), eq(returnRequests.status, 'RECEIVED')))
    .groupBy(returnRequests.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.sum)]));
}

/** What a move changes on a request; a field left out keeps its value. */
export interface ReturnChange {
  status?: ReturnStatus;
  decisionNote?: string | null;
  decidedBy?: number;
  decidedAt?: Date;
  receivedBy?: number;
  receivedAt?: Date;
  exchangeTrackingNumber?: string;
  exchangeSentAt?: Date;
  closedAt?: Date;
  refundState?: RefundState | null;
  refundedAt?: Date;
}

export async function updateReturn(tx: Executor, id: number, change: ReturnChange): Promise<void> {
  // drizzle leaves out the columns whose value is undefined.
  await tx
    .update(returnRequests)
    .set({
      status: change.status,
      decisionNote: change.decisionNote,
      decidedBy: change.decidedBy,
      decidedAt: change.decidedAt,
      receivedBy: change.receivedBy,
      receivedAt: change.receivedAt,
      exchangeTrackingNumber: change.exchangeTrackingNumber,
      exchangeSentAt: change.exchangeSentAt,
      closedAt: change.closedAt,
      refundState: change.refundState,
      refundedAt: change.refundedAt,
    })
    .where(eq(returnRequests.id, id));
}
