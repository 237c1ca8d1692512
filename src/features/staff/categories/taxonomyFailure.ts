import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TaxonomyUsage } from '../../../../contract/taxonomy';
import { readStaffFailure } from '../staffFailure';

export type TaxonomyFailureReason =
  | 'inUse'
  | 'duplicate'
  | 'changed'
  | 'checkFields'
  | 'sessionExpired'
  | 'forbidden'
  | 'notFound'
  | 'network'
  | 'unknown';

export type TaxonomyFailure = { reason: TaxonomyFailureReason; fields: Record<string, string>; usage?: TaxonomyUsage };

const USAGE_KEYS = ['products', 'subcategories', 'menuBlocks', 'sliders', 'banners'] as const;

/** Reads a failed brand, category or menu call (docs/api.md's error body) into what the screen says. */
export function taxonomyFailure(error: unknown): TaxonomyFailure {
  const { status, code, reason, fields, usage } = readStaffFailure(error);
  if (status === 'network') return { reason: 'network', fields };
  if (code === 'IN_USE') return { reason: 'inUse', fields, usage: { products: usage.products ?? 0, ...Object.fromEntries(USAGE_KEYS.flatMap((key) => (key in usage ? [[key, usage[key]]] : []))) } };
  if (code === 'DUPLICATE') return { reason: 'duplicate', fields };
  // A 409 without those codes: the row changed under the staff member (its own words, "changed").
  return { reason: reason === 'conflict' ? 'changed' : reason, fields };
}

/** Why the server refused a parent (its `fields.parentId`), as the key of staff.categories.errors. */
function parentError(text: string): 'cycle' | 'depth' | 'hasChildren' | 'parentMissing' {
  if (text === 'is the category itself' || text === 'is a subcategory of this category') return 'cycle';
  if (text === 'is a subcategory itself') return 'depth';
  if (text === 'no such category') return 'parentMissing';
  return 'hasChildren';
}

/**
 * Says in a toast, in the reader's language, why a brand, category or menu change failed: what still uses a brand or
 * category (from the counts the server sends), a taken name, a parent that would break the tree. An expired staff
 * session goes back to the sign-in. Gives the failure back for fields the caller marks.
 */
export function useTaxonomyFailure(subject: 'brand' | 'category' | 'menu') {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown): TaxonomyFailure => {
      const failure = taxonomyFailure(error);
      const say = (message: string) => enqueueSnackbar(message, { variant: 'error' });
      const { reason, usage, fields } = failure;
      if (reason === 'sessionExpired') {
        // The base query has ended the staff session and said so (staffAudience.tsx).
      } else if (reason === 'inUse' && subject === 'brand') {
        say(t('staff.brands.inUse', { count: usage?.products ?? 0 }));
      } else if (reason === 'inUse') {
        const uses = USAGE_KEYS.filter((key) => (usage?.[key] ?? 0) > 0)
          .map((key) => t(`staff.categories.usage.${key}`, { count: usage?.[key] ?? 0 }))
          .join(', ');
        say(t('staff.categories.inUse', { uses }));
      } else if (reason === 'duplicate') {
        say(subject === 'brand' ? t('staff.brands.duplicate') : t('staff.categories.menus.duplicate'));
      } else if (reason === 'checkFields' && fields.parentId) {
        say(t(`staff.categories.errors.${parentError(fields.parentId)}`));
      } else if (reason === 'changed') {
        say(t('staff.categories.errors.changed'));
      } else {
        say(t(`staff.categories.failures.${reason}`));
      }
      return failure;
    },
    [enqueueSnackbar, t, subject],
  );
}
