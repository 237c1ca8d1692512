import type { StaffProduct } from '../../../../contract/staff';
import { readStaffFailure } from '../staffFailure';

export type ProductFailureReason = 'checkFields' | 'duplicate' | 'conflict' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';

export type ProductFailure = { reason: ProductFailureReason; fields: Record<string, string>; message?: string };

/** Reads a failed staff product call (docs/api.md's error body) into what the editor says. */
export function productFailure(error: unknown): ProductFailure {
  const { status, code, reason, fields, message } = readStaffFailure(error);
  return { reason: status !== 'network' && code === 'DUPLICATE' ? 'duplicate' : reason, fields, message };
}

/** The stored product a 409 CONFLICT carries (`error.current`), or undefined. */
export function conflictCurrent(error: unknown): StaffProduct | undefined {
  const { current } = readStaffFailure(error);
  // The contract's shape (docs/api.md), trusted as every other answer is once it looks like a product.
  return typeof current === 'object' && current !== null && 'version' in current ? (current as StaffProduct) : undefined;
}
