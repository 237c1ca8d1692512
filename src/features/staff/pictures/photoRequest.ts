import { sendImage, type UploadResult } from '../../../components/sendImage';
import { endRefusedStaffSession } from '../staffAudience';
import { readStaffToken } from '../staffSession';

export type PhotoUpload = {
  /** The API path, e.g. /api/product/staff/uploadPhoto/7. */
  path: string;
  file: File;
  /** Called with 0..1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
};

/**
 * POST `path` with the file as multipart field "image" and the staff token. It leaves by XHR (for its progress), not
 * through the base query, so a refused token ends the staff session here as it would there.
 */
export async function sendPhoto<Answer>({ path, file, onProgress }: PhotoUpload, signal?: AbortSignal): Promise<UploadResult<Answer>> {
  const token = readStaffToken();
  const result = await sendImage<Answer>({ method: 'POST', path, token, file, onProgress }, signal);
  if (token && 'error' in result && result.error.status === 401) endRefusedStaffSession(token);
  return result;
}
