import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { config } from '../app/config';

export type ImageUpload = {
  method: 'POST' | 'PUT';
  /** The API path, e.g. /api/product/staff/uploadPhoto/7. */
  path: string;
  /** The bearer token to send, if any. */
  token: string | undefined;
  file: File;
  /** The multipart field the route reads the file from: "image" unless the route names another (returns' `file`). */
  field?: string;
  /** Called with 0..1 as the bytes leave; fetch cannot report this, which is why uploads use XHR. */
  onProgress?: (fraction: number) => void;
};

export type UploadResult<Answer> = { data: Answer } | { error: FetchBaseQueryError };

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Sends `file` as the multipart field `field`, "image" by default (a customer's picture, a product's photo). Answers in
 * RTK Query's shape ({data} or {error: {status, data}}), so the mutation and its callers treat it like any other call.
 */
export function sendImage<Answer>({ method, path, token, file, field = 'image', onProgress }: ImageUpload, signal?: AbortSignal): Promise<UploadResult<Answer>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, `${config.apiBase}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        // The contract's shape, trusted as every other endpoint's answer is.
        resolve({ data: body as Answer });
      } else {
        resolve({ error: { status: request.status, data: body } });
      }
    });
    request.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload did not reach the server' } }));
    request.addEventListener('abort', () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload was cancelled' } }));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}
