import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { readStaffFailure } from '../staffFailure';

export type StockFailureReason = 'inUse' | 'duplicate' | 'notEnough' | 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'network' | 'unknown';

export type StockFailure = {
  reason: StockFailureReason;
  fields: Record<string, string>;
  /** The counts of a 409 IN_USE (`error.usage`): products/orders of a colour, orders/carts of a size. */
  usage: Record<string, number>;
  /** What a size holds, from a removal refused with 409 OUT_OF_STOCK (`error.quantity`). */
  quantity?: number;
};

/** Reads a failed colour or stock call (docs/api.md's error body) into what the screen says. */
export function stockFailure(error: unknown): StockFailure {
  const { status, code, reason, fields, usage, quantity } = readStaffFailure(error);
  const base = { fields, usage };
  if (status === 'network') return { reason: 'network', ...base };
  if (code === 'IN_USE') return { reason: 'inUse', ...base };
  if (code === 'DUPLICATE') return { reason: 'duplicate', ...base };
  if (code === 'OUT_OF_STOCK') return { reason: 'notEnough', ...base, quantity };
  // A 409 without those codes says nothing these screens can word.
  return { reason: reason === 'conflict' ? 'unknown' : reason, ...base };
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
