import { sendImage, type UploadResult } from '../../../components/sendImage';
import { readStaffToken } from '../staffSession';

export type PhotoUpload = {
  /** The API path, e.g. /api/product/staff/uploadPhoto/7. */
  path: string;
  file: File;
  /** Called with 0..1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
};

/** POST `path` with the file as multipart field "image" and the staff token. */
export function sendPhoto<Answer>({ path, file, onProgress }: PhotoUpload, signal?: AbortSignal): Promise<UploadResult<Answer>> {
  return sendImage<Answer>({ method: 'POST', path, token: readStaffToken(), file, onProgress }, signal);
}
