import { readAccessToken } from '../../app/session';
import { sendImage, type UploadResult } from '../../components/sendImage';
import type { Customer } from '../account/types';

export type AvatarUpload = {
  customerId: number;
  file: File;
  /** Called with 0..1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
};

/** PUT /api/customers/editCustomerImage/{customerId} as multipart field `image`, with the customer's token. */
export function sendAvatar({ customerId, file, onProgress }: AvatarUpload, signal?: AbortSignal): Promise<UploadResult<Customer>> {
  return sendImage<Customer>({ method: 'PUT', path: `/api/customers/editCustomerImage/${customerId}`, token: readAccessToken(), file, onProgress }, signal);
}
