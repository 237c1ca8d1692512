import { useState, type ChangeEvent, type FormEvent } from 'react';

/** A message a field, by the field's name. */
export type FieldProblems<Values> = Partial<Record<keyof Values & string, string>>;

type StaffFormOptions<Values> = {
  initial: Values;
  /** A field's element id is `${idPrefix}-${name}`: the first field with a problem gets the focus. */
  idPrefix: string;
  /** The problems in the values, in the order the fields stand on screen (the first is focused). */
  check: (values: Values) => FieldProblems<Values>;
  /** The server's field messages (the 400 answer's `fields`), in the staff's words: each shows until its field is edited. */
  refused?: FieldProblems<Values>;
};

/**
 * The one way a staff form keeps its values and their problems, in a dialog (StaffFormDialog) or on the page: a
 * field's own problem, else the server's message for it, shows under it; editing a field clears both; a send with
 * problems focuses the first of them.
 */
export function useStaffForm<Values extends object>({ initial, idPrefix, check, refused = {} }: StaffFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  // What the form opened with: `dirty` compares with it, whatever object the caller passes as `initial` later.
  const [opened] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems<Values>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const idOf = (name: keyof Values & string) => `${idPrefix}-${name}`;
  /** Puts the focus in a field: the first with a problem, or one the server refused. */
  const focus = (name: keyof Values & string) => document.getElementById(idOf(name))?.focus();
  /** The fields named, or every field when none is. */
  const fieldsOr = (names: (keyof Values & string)[]) => (names.length > 0 ? names : (Object.keys(initial) as (keyof Values & string)[]));

  const problemOf = (name: keyof Values & string): string | undefined => problems[name] ?? (edited.has(name) ? undefined : refused[name]);

  /**
   * Clears the named fields' problems, their own and the server's, or every field's when none is named: for a change
   * that makes them moot though the field itself was not edited (another kind of change, the other end of a period).
   */
  const forget = (...names: (keyof Values & string)[]) => {
    const gone = fieldsOr(names);
    setProblems((current) => ({ ...current, ...Object.fromEntries(gone.map((name) => [name, undefined])) }));
    setEdited((current) => new Set([...current, ...gone]));
  };

  const set = <Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    forget(name);
  };

  /** Puts the named fields, or every field, back to their initial values, their problems forgotten: a page's form once sent. */
  const reset = (...names: (keyof Values & string)[]) => {
    const back = fieldsOr(names);
    setValues((current) => ({ ...current, ...Object.fromEntries(back.map((name) => [name, initial[name]])) }));
    forget(...back);
  };

  /** A text field's props: its id, value, an onChange that clears its problem, and the problem (else `hint`) below it. */
  const field = <Name extends keyof Values & string>(name: Name, hint?: string) => ({
    id: idOf(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value as Values[Name]),
    error: problemOf(name) !== undefined,
    helperText: problemOf(name) ?? hint,
  });

  /**
   * A DateField's props (components/DateField.tsx), as `field` gives a text field's: the value is the native one once
   * the date is whole and real, else what is typed ("18.11.20"), which the form's check refuses (halfTypedDate) rather
   * than reading it as no date.
   */
  const dateField = <Name extends keyof Values & string>(name: Name, hint?: string) => ({
    id: idOf(name),
    value: values[name] as string,
    onValueChange: (value: string, text: string) => set(name, (value || text) as Values[Name]),
    error: problemOf(name) !== undefined,
    helperText: problemOf(name) ?? hint,
  });

  /**
   * The form's onSubmit (a page's form element's, or StaffFormDialog's): checks the values, focusing the first
   * problem, else hands them to `save`. The page's own submission of a form's event is prevented.
   */
  const submit = (save: (values: Values) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = check(values);
    setProblems(found);
    const first = (Object.keys(found) as (keyof Values & string)[]).find((name) => found[name] !== undefined);
    if (first !== undefined) {
      focus(first);
      return;
    }
    setEdited(new Set());
    save(values);
  };

  /** Whether any value differs from what the form opened with (compared by content: lists and dates too). */
  const dirty = (Object.keys(opened) as (keyof Values)[]).some((name) => !Object.is(values[name], opened[name]) && JSON.stringify(values[name]) !== JSON.stringify(opened[name]));

  return { values, set, reset, forget, focus, field, dateField, problemOf, submit, dirty };
}
