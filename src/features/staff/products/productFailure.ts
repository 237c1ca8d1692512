import type { StaffProduct } from '../../../../contract/staff';
import { statusReason, toServerFailure } from '../../../../machines/serverFailure';

export type ProductFailureReason = 'checkFields' | 'duplicate' | 'conflict' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';

export type ProductFailure = { reason: ProductFailureReason; fields: Record<string, string>; message?: string };

/** Reads a failed staff product call (docs/api.md's error body) into what the editor says. */
export function productFailure(error: unknown): ProductFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const reason: ProductFailureReason = failure.status !== 'network' && failure.code === 'DUPLICATE' ? 'duplicate' : statusReason(failure);
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
