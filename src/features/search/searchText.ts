/** How long typing must pause before the overlay asks the server (one request per pause, not per key). */
export const searchDebounceMs = 300;
/** Live results shown under the input; the results page shows the rest. */
export const liveResultLimit = 8;
/** The server refuses longer texts (docs/api.md search: 1-100 characters). */
const maxSearchLength = 100;

/** What is actually searched for: trimmed, and cut to the length the server accepts. */
export function normalizeSearchText(text: string): string {
  return text.trim().slice(0, maxSearchLength).trim();
}

/** The server needs a letter or a digit to search by; "!!!" can only find nothing. */
export function isSearchable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
