/** Whether an RTK Query error is the server's 404: a wrong address, not a failure worth retrying. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
