import { statusReason, toServerFailure } from '../../../machines/serverFailure';

/** The keys of orders.errors: why placing, paying or moving an order did not work. */
export type OrderFailureReason =
  | 'network'
  | 'rateLimited'
  | 'sessionExpired'
  | 'forbidden'
  | 'outOfStock'
  | 'conflict'
  | 'notFound'
  | 'checkFields'
  | 'unavailable'
  | 'unknown';

export type OrderFailure = { reason: OrderFailureReason; fields: Record<string, string> };

/** Reads an RTK Query failure (docs/api.md error body) into the reason its toast explains. */
export function orderFailure(error: unknown): OrderFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const reason = ((): OrderFailureReason => {
    if (failure.status === 'network') return 'network';
    if (failure.code === 'OUT_OF_STOCK') return 'outOfStock';
    if (failure.status === 429) return 'rateLimited';
    if (failure.status === 503) return 'unavailable';
    return statusReason(failure);
  })();
  return { reason, fields };
}
