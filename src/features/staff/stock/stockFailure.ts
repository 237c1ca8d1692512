import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';

export type StockFailureReason = 'inUse' | 'duplicate' | 'notEnough' | 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';

export type StockFailure = {
  reason: StockFailureReason;
  fields: Record<string, string>;
  /** The counts of a 409 IN_USE (`error.usage`): products/orders of a colour, orders/carts of a size. */
  usage: Record<string, number>;
  /** What a size holds, from a removal refused with 409 OUT_OF_STOCK (`error.quantity`). */
  quantity?: number;
};

/** A field of the error body that toServerFailure does not read (usage, quantity). */
function errorField(error: unknown, name: string): unknown {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const body = data.error;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function numbersOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** Reads a failed colour or stock call (docs/api.md's error body) into what the screen says. */
export function stockFailure(error: unknown): StockFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const usage = numbersOf(errorField(error, 'usage'));
  const held = errorField(error, 'quantity');
  const base = { fields, usage };
  if (failure.status === 'network') return { reason: 'network', ...base };
  if (failure.code === 'IN_USE') return { reason: 'inUse', ...base };
  if (failure.code === 'DUPLICATE') return { reason: 'duplicate', ...base };
  if (failure.code === 'OUT_OF_STOCK') return { reason: 'notEnough', ...base, quantity: typeof held === 'number' ? held : undefined };
  switch (failure.status) {
    case 400:
      return { reason: 'checkFields', ...base };
    case 401:
      return { reason: 'sessionExpired', ...base };
    case 403:
      return { reason: 'forbidden', ...base };
    case 404:
      return { reason: 'notFound', ...base };
    default:
      return { reason: 'unknown', ...base };
  }
}

/**
 * Says in a toast, in the reader's language, why a colour or stock change failed: what still uses a colour or a size
 * (from the counts the server sends), a taken size name, a removal of more than the size holds. An expired staff
 * session goes back to the sign-in. Gives the failure back for fields the caller marks.
 */
export function useStockFailure(subject: 'colour' | 'size') {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): StockFailure => {
      const failure = stockFailure(error);
      const say = (message: string) => enqueueSnackbar(message, { variant: 'error' });
      const { reason, usage } = failure;
      if (reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (reason === 'inUse' && subject === 'colour') {
        say(t('staff.colours.inUse', { products: t('staff.colours.productCount', { count: usage.products ?? 0 }), orders: t('staff.colours.orderCount', { count: usage.orders ?? 0 }) }));
      } else if (reason === 'inUse') {
        say(t('staff.stock.inUse', { orders: t('staff.stock.orderCount', { count: usage.orders ?? 0 }), carts: t('staff.stock.cartCount', { count: usage.carts ?? 0 }) }));
      } else if (reason === 'duplicate') {
        say(t('staff.stock.duplicate'));
      } else if (reason === 'notEnough') {
        say(t('staff.stock.notEnough', { count: failure.quantity ?? 0 }));
      } else {
        say(t(`staff.stock.failures.${reason}`));
      }
      return failure;
    },
    [enqueueSnackbar, t, subject],
  );
}
