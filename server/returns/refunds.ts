import type { Transaction } from '../db/client';
import type { AppDeps } from '../deps';

/*
 * The money side of returns (docs/api.md "Refunds per provider"). Stub: the returns' service calls startRefund when a
 * RETURN is received; the refunds' work fills it in.
 */

export type RefundDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Called in the receive's transaction, with the order locked, once the request is RECEIVED. */
export async function startRefund(_tx: Transaction, _deps: RefundDeps, _returnId: number): Promise<void> {}
