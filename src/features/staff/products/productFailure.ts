import type { StaffProduct } from '../../../../contract/staff';
import { toServerFailure } from '../../../../machines/serverFailure';

export type ProductFailureReason = 'checkFields' | 'duplicate' | 'conflict' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';

export type ProductFailure = { reason: ProductFailureReason; fields: Record<string, string>; message?: string };

/** Reads a failed staff product call (docs/api.md's error body) into what the editor says. */
export function productFailure(error: unknown): ProductFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const reason = ((): ProductFailureReason => {
    if (failure.status === 'network') return 'network';
    if (failure.code === 'DUPLICATE') return 'duplicate';
    switch (failure.status) {
      case 400:
        return 'checkFields';
      case 401:
        return 'sessionExpired';
      case 403:
        return 'forbidden';
      case 404:
        return 'notFound';
      case 409:
        return 'conflict';
      default:
        return 'unknown';
    }
  })();
  return { reason, fields, message: failure.message };
}

/** The stored product a 409 CONFLICT carries (`error.current`), or undefined. */
export function conflictCurrent(error: unknown): StaffProduct | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const body = data.error;
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  const { current } = body;
  // The contract's shape (docs/api.md), trusted as every other answer is once it looks like a product.
  return typeof current === 'object' && current !== null && 'version' in current ? (current as StaffProduct) : undefined;
}
