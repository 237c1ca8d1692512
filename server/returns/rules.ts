import { type RefundStep } from '../../contract/returns';
import { DEFECT_CLAIM_DAYS, OPEN_RETURN_STATUSES, type ReturnKind, type ReturnReason, type ReturnStatus } from '../../contract/limits';

/* The rules of docs/api.md "Returns and exchanges" that need no database: windows, amounts, moves. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses whose units count as asked for: open ones and done ones (a rejected or closed request gave them back). */
export const COUNTED_STATUSES: readonly ReturnStatus[] = [...OPEN_RETURN_STATUSES, 'REFUNDED', 'EXCHANGED'];

export const isOpen = (status: ReturnStatus): boolean => (OPEN_RETURN_STATUSES as readonly ReturnStatus[]).includes(status);
export const isCounted = (status: ReturnStatus): boolean => COUNTED_STATUSES.includes(status);

/** The last moments a return of proper goods and a defect claim may be asked, counted from delivery. */
export function returnDeadlines(reachedAt: Date, windowDays: number): { returnUntil: Date; defectClaimUntil: Date } {
  return {
    returnUntil: new Date(reachedAt.getTime() + windowDays * DAY_MS),
    defectClaimUntil: new Date(reachedAt.getTime() + DEFECT_CLAIM_DAYS * DAY_MS),
  };
}

/** The deadline a request of this reason must meet: a defect is claimed for longer (the law's six months). */
export function deadlineFor(reason: ReturnReason, deadlines: { returnUntil: Date; defectClaimUntil: Date }): Date {
  return reason === 'DEFECT' ? deadlines.defectClaimUntil : deadlines.returnUntil;
}

/** What an order cost and took, as refundAmount reads it. */
export interface OrderMoney {
  goodsTotal: number;
  couponCredit: number;
  total: number;
}

/**
 * The so'm a RETURN gives back, fixed when asked: the units' share of the goods after the order's coupon; the request
 * that returns the order's last units takes the rest of the payment (delivery included), so the requests of a whole
 * order add up to exactly what was paid, never more.
 */
export function refundAmount(order: OrderMoney, line: { unitPrice: number; quantity: number }, last: { isLast: boolean; othersRefund: number }): number {
  if (last.isLast) return Math.max(0, order.total - last.othersRefund);
  if (order.goodsTotal <= 0) return 0;
  const share = Math.round((line.unitPrice * line.quantity * (order.goodsTotal - order.couponCredit)) / order.goodsTotal);
  // Never more than the payment leaves after the other requests: the last request's rest cannot go negative.
  return Math.max(0, Math.min(share, order.total - last.othersRefund));
}

/** A staff move, and the statuses it may start from (docs/api.md: anything else is 409 and writes nothing). */
export type StaffMove = 'APPROVE' | 'REJECT' | 'RECEIVE' | 'CLOSE' | 'SEND_EXCHANGE' | 'REFUNDED_BY_HAND' | 'RETRY_REFUND';

export const MOVES: Record<StaffMove, { from: ReturnStatus; kind?: ReturnKind }> = {
  APPROVE: { from: 'REQUESTED' },
  REJECT: { from: 'REQUESTED' },
  RECEIVE: { from: 'APPROVED' },
  CLOSE: { from: 'APPROVED' },
  SEND_EXCHANGE: { from: 'RECEIVED', kind: 'EXCHANGE' },
  REFUNDED_BY_HAND: { from: 'RECEIVED', kind: 'RETURN' },
  RETRY_REFUND: { from: 'RECEIVED', kind: 'RETURN' },
};

/**
 * What staff must do about a request's money. Click reverses by its Merchant API; PayMe and Uzum refund whole payments
 * only, in their cabinets: when the received, not yet refunded RETURNs of the order add up to the whole payment the
 * cabinet does it, else staff pay back another way (BY_HAND). Nothing before the parcel is received, or once done.
 */
export function refundStep(request: { kind: ReturnKind; status: ReturnStatus }, order: { paymentMethod: 'PAYME' | 'CLICK' | 'UZUM'; total: number }, receivedReturnsOfOrder: number): { step: RefundStep; cabinetAmount: number } {
  if (request.kind !== 'RETURN' || request.status !== 'RECEIVED') return { step: 'NONE', cabinetAmount: 0 };
  if (order.paymentMethod === 'CLICK') return { step: 'CLICK_REVERSAL', cabinetAmount: 0 };
  if (receivedReturnsOfOrder !== order.total) return { step: 'BY_HAND', cabinetAmount: 0 };
  return { step: order.paymentMethod === 'PAYME' ? 'PAYME_CABINET' : 'UZUM_CABINET', cabinetAmount: order.total };
}
