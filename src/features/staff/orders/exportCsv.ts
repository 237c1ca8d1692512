import { config } from '../../../app/config';
import type { Language } from '../../../i18n/languages';
import { endRefusedStaffSession } from '../staffAudience';
import { readStaffToken } from '../staffSession';
import type { OrderFilters } from './orderFilters';

export type ExportOutcome = { ok: true; capped: boolean } | { ok: false; status: number | 'network' };

/**
 * Downloads the filtered orders as CSV. The export wants the staff token, which a bare link cannot carry, so it is
 * fetched with the token and handed to the browser as a file.
 */
export async function downloadOrdersCsv(filters: OrderFilters, language: Language): Promise<ExportOutcome> {
  const params = new URLSearchParams({ lang: language });
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  const token = readStaffToken();
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/api/order/staff/exportOrders.csv?${params}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return { ok: false, status: 'network' };
  }
  if (!response.ok) {
    // A file, fetched outside the base query: a refused token ends the staff session here as it would there.
    if (token && response.status === 401) endRefusedStaffSession(token);
    return { ok: false, status: response.status };
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, capped: response.headers.get('x-export-capped') === 'true' };
}
