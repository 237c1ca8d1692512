import { useTranslation } from 'react-i18next';
import type { Audience } from '../../app/api';
import { errorToast } from '../../components/errorToast';
import { clearStaffSession, readStaffToken } from './staffSession';

/** One toast however many calls the refused token failed: notistack shows a key only once at a time. */
const staffSessionEndedKey = 'staff-session-ended';

function StaffSessionEnded() {
  const { t } = useTranslation();
  return t('staff.errors.sessionExpired');
}

/**
 * The staff application's calls (its entry makes its store with this audience, app/renderStaff.tsx): they carry the
 * staff token, never the customer's, and a refused token ends the staff sign-in here, the one place: the frame (StaffFrame.tsx) follows the
 * session and shows the sign-in in place of the section, so the address stays. The customer's session is left alone.
 */
export const staffAudience: Audience = { readToken: readStaffToken, endRefused: (token) => endRefusedStaffSession(token) };

/**
 * The server refused the staff `token` (401): the staff sign-in ends and a toast says why. Called by the base query,
 * and by the two calls that leave without it (photo uploads, for their progress; the CSV export, a file).
 */
export function endRefusedStaffSession(token: string): void {
  // The other calls that carried the same token fail too, and a new sign-in may have replaced it meanwhile.
  if (readStaffToken() !== token) return;
  clearStaffSession();
  errorToast(<StaffSessionEnded />, { key: staffSessionEndedKey, preventDuplicate: true });
}
