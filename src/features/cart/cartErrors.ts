/** The `error.code` of the API's error body (docs/api.md, Conventions), if the failure carries one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const body = data.error;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

export type CartChangeError = 'outOfStock' | 'noLongerSold' | 'changeFailed';

/** Which of the cart's texts explains a refused change of quantity or size. */
export function cartChangeError(error: unknown): CartChangeError {
  const code = apiErrorCode(error);
  if (code === 'OUT_OF_STOCK') return 'outOfStock';
  if (code === 'CONFLICT') return 'noLongerSold';
  return 'changeFailed';
}
