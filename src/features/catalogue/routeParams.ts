/** A route's id as a positive whole number, or null for anything else ("abc", "0", "1.5"). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Whether an RTK Query error is the server's 404: a wrong address, not a failure worth retrying. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
