import { DEFECT_CLAIM_DAYS, RETURN_REASONS } from '../../../contract/limits';
import type { Order, Returnability, ReturnReason, ReturnStatus } from './types';

/*
 * When a shopper may ask to send something back (docs/api.md "Returns and exchanges"): the server's returnability
 * answer decides per line; these rules only keep the shop from asking it about orders that cannot qualify.
 */

const defectClaimDays = DEFECT_CLAIM_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The reasons in the order the form offers them. */
export const returnReasons = RETURN_REASONS;

/**
 * A delivered, paid order whose longest window (a defect claim) may still be open: only such orders are asked about
 * their lines. The return window itself is the shop's setting, which the returnability answer applies.
 */
export function mayAskReturn(order: Pick<Order, 'status' | 'paid' | 'reachedAt'>, now = Date.now()): boolean {
  if (order.status !== 'REACHED' || !order.paid || !order.reachedAt) return false;
  const reached = Date.parse(order.reachedAt);
  return !Number.isNaN(reached) && now < reached + defectClaimDays * DAY_MS;
}

const isAhead = (moment: string | null, now: number) => moment !== null && now < Date.parse(moment);

/** What one line may still ask for: how many units, for which reasons, until when; null when nothing. */
export type LineOffer = {
  returnable: number;
  reasons: readonly ReturnReason[];
  /** The last moment of the window the reasons belong to. */
  until: string;
  /** Past the return window, only a defect may be claimed. */
  defectOnly: boolean;
  exchangeChoices: Returnability['lines'][number]['exchangeChoices'];
};

export function lineOffer(returnability: Returnability | undefined, orderItemId: number, now = Date.now()): LineOffer | null {
  const line = returnability?.lines.find((candidate) => candidate.orderItemId === orderItemId);
  if (!returnability || !line || line.returnableQuantity < 1 || line.openRequestId !== null) return null;
  const base = { returnable: line.returnableQuantity, exchangeChoices: line.exchangeChoices };
  if (returnability.returnUntil && isAhead(returnability.returnUntil, now)) {
    return { ...base, reasons: returnReasons, until: returnability.returnUntil, defectOnly: false };
  }
  if (returnability.defectClaimUntil && isAhead(returnability.defectClaimUntil, now)) {
    return { ...base, reasons: ['DEFECT'], until: returnability.defectClaimUntil, defectOnly: true };
  }
  return null;
}

/** A request's road to its end; REJECTED and CLOSED leave it. */
export function requestSteps(kind: 'RETURN' | 'EXCHANGE'): readonly ReturnStatus[] {
  return ['REQUESTED', 'APPROVED', 'RECEIVED', kind === 'RETURN' ? 'REFUNDED' : 'EXCHANGED'];
}

/** Only a request staff have not decided yet can be withdrawn. */
export const canWithdraw = (status: ReturnStatus): boolean => status === 'REQUESTED';

/** Where the parcel goes: said until the shop has it. */
export const awaitsParcel = (status: ReturnStatus): boolean => status === 'REQUESTED' || status === 'APPROVED';

/** A receipt's address becomes a link only when it is a web address. */
export const webAddress = (url: string | null): string | null => (url && /^https?:\/\//.test(url) ? url : null);
