import { statusReason, toServerFailure, type ServerFailure, type StatusReason } from '../../../machines/serverFailure';

/**
 * A failed staff call read once (docs/api.md's error body): what toServerFailure reads, the reason its status gives,
 * and the details a refusal carries besides (usage, quantity, current). kit/staffFailureTexts.ts words it for each
 * area: a refusal's code (IN_USE, DUPLICATE, OUT_OF_STOCK, ...) before the status's reason.
 */
export type StaffFailure = ServerFailure & {
  reason: StatusReason;
  fields: Record<string, string>;
  /** The counts a 409 IN_USE carries (`error.usage`): products, orders, carts, addresses, ... */
  usage: Record<string, number>;
  /** What a size holds, from a removal refused with 409 OUT_OF_STOCK (`error.quantity`). */
  quantity?: number;
  /** The stored row a 409 CONFLICT carries (`error.current`). */
  current?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The error body's object (`{error: {...}}` under RTK Query's `data`), or an empty one. */
function errorBody(error: unknown): Record<string, unknown> {
  const data = isRecord(error) ? error.data : undefined;
  return isRecord(data) && isRecord(data.error) ? data.error : {};
}

export function readStaffFailure(error: unknown): StaffFailure {
  const failure = toServerFailure(error);
  const { usage, quantity, current } = errorBody(error);
  return {
    ...failure,
    reason: statusReason(failure),
    fields: failure.fields ?? {},
    usage: isRecord(usage) ? Object.fromEntries(Object.entries(usage).filter((entry): entry is [string, number] => typeof entry[1] === 'number')) : {},
    quantity: typeof quantity === 'number' ? quantity : undefined,
    current,
  };
}
