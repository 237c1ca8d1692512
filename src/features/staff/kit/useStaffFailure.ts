import { useCallback, useEffect } from 'react';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readStaffFailure, type StaffFailure } from '../staffFailure';
import { staffFailureReason, staffFailureTexts, type StaffFailureArea, type StaffFailureReason, type StaffFailureTexts } from './staffFailureTexts';
import { errorToast } from '../../../components/errorToast';

/** A failed staff call as read, with the reason its area words it by (what the caller checks to mark a field or stay open). */
export type WordedStaffFailure = Omit<StaffFailure, 'reason'> & { reason: StaffFailureReason };

/** Reads `error` and says in a toast what `texts` word it as; nothing for an ended session or a reason worded null. */
function sayFailure(error: unknown, texts: StaffFailureTexts, t: TFunction, subject = ''): WordedStaffFailure {
  const failure = readStaffFailure(error);
  const reason = staffFailureReason(failure, texts);
  // The ended session's one toast is the base query's, however many calls the refused token failed (staffAudience.tsx).
  const words = reason === 'sessionExpired' ? null : texts[reason];
  if (typeof words === 'function') errorToast(words(failure, t, subject));
  else if (words) errorToast(t(words));
  return { ...failure, reason };
}

/**
 * What every staff screen does with a failed change: says why in a toast, in the reader's language, with `area`'s
 * words (staffFailureTexts.ts), and gives the failure back for the fields the caller marks. `subject` is what a
 * text names (an uploaded file).
 */
export function useStaffFailure(area: StaffFailureArea): (error: unknown, subject?: string) => WordedStaffFailure {
  const { t } = useTranslation();
  return useCallback((error: unknown, subject?: string) => sayFailure(error, staffFailureTexts[area], t, subject), [area, t]);
}

/** A failed read said once in a toast (`text`, whatever the reason) beside the section's own failure view. */
export function useStaffReadFailure(error: unknown, text: ParseKeys): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (error !== undefined) sayFailure(error, { unknown: text }, t);
  }, [error, text, t]);
}
