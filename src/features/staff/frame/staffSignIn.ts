import type { LoginBody } from '../../../../contract/auth';
import { config } from '../../../app/config';
import type { StaffLoginResponse } from '../types';

/**
 * POST /api/auth/loginUser, the staff sign-in, by fetch rather than through the one RTK Query api: the sign-in page is
 * the whole first load of a signed-out visit, and Redux with RTK Query would be a quarter of its budget (issue 33:
 * 120 KB gzip). A failure rejects with RTK Query's shape (`{status, data}`, `{status: 'FETCH_ERROR'}` when no answer
 * came), so orderFailure.ts reads it as it reads the staff's other calls.
 */
export async function signInStaff(body: LoginBody): Promise<StaffLoginResponse> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/api/auth/loginUser`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw { status: response.status, data };
  return data as StaffLoginResponse;
}
