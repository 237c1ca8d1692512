const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as an <input type="datetime-local"> value, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An <input type="datetime-local"> value as an ISO moment; blank or unreadable: null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A moment for a list row: DD.MM.YYYY HH:mm in the browser's time zone, as both languages write dates (browsers'
 * Uzbek date formats are patchy: "2026 M11 26").
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
