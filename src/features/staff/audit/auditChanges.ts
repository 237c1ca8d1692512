/** One field of a change: its value before and after, as text; null where there was none (a creation, a deletion). */
export type FieldChange = { field: string; before: string | null; after: string | null };

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as the staff read it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields whose value differs between the row before and after (every field of a creation or a deletion), in the
 * row's own order. A record that is no object (a count, a list) is one change under the name "" (the screen's "value").
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if ((before === null || isFields(before)) && (after === null || isFields(after))) {
    const old = before ?? {};
    const now = after ?? {};
    const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
    return fields
      .map((field) => ({ field, before: shown(old[field]), after: shown(now[field]) }))
      .filter((change) => change.before !== change.after);
  }
  const change = { field: '', before: shown(before), after: shown(after) };
  return change.before === change.after ? [] : [change];
}
