import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { config } from '../../app/config';
import { readAccessToken } from '../../app/session';
import type { Customer } from '../account/types';

export type AvatarUpload = {
  customerId: number;
  file: File;
  /** Called with 0..1 as the bytes leave; fetch cannot report this, which is why this call uses XHR. */
  onProgress?: (fraction: number) => void;
};

type UploadResult = { data: Customer } | { error: FetchBaseQueryError };

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * PUT /api/customers/editCustomerImage/{customerId} as multipart field `image`. Answers in RTK Query's
 * shape ({data} or {error: {status, data}}), so the mutation and its callers treat it like any other call.
 */
export function sendAvatar({ customerId, file, onProgress }: AvatarUpload, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${config.apiBase}/api/customers/editCustomerImage/${customerId}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve({ data: body as Customer });
      } else {
        resolve({ error: { status: request.status, data: body } });
      }
    });
    request.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload did not reach the server' } }));
    request.addEventListener('abort', () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload was cancelled' } }));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('image', file, file.name);
    request.send(form);
  });
}
