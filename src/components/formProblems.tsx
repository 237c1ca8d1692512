import { visuallyHidden } from './visuallyHidden';

/*
 * A form that refuses what was entered says so three ways, for the eye, the keyboard and the ear: each problem under
 * its control (which is aria-invalid and described by it), the focus on the first one, brought into view below the
 * sticky header, and the problems read out at once by an alert. Focus alone is not heard when it is already on
 * the field (a phone typed wrong and sent with Enter), and a helper text that changes under a field is never read.
 */

/** One problem of a refusal: the name of the field it is about (its label or section title) and what is wrong. */
export type Problem = { field: string; text: string };

type ProblemAlertProps = {
  /** The problems of the last refusal, in the order the form shows them; none says nothing. */
  problems: readonly Problem[];
  /** Counts the refusals: the same problems refused again are read again. */
  attempt: number;
};

/**
 * The alert (role="alert"), put in the page with each refusal: an alert that appears is read at once by every screen
 * reader, where a region that exists before would be needed for any other live text. Each problem is named by its
 * field, as an error summary does, since several are read together; hidden from the eye, which sees each at its field.
 */
export function ProblemAlert({ problems, attempt }: ProblemAlertProps) {
  if (problems.length === 0) return null;
  return (
    // A new element per refusal (its key): the same problems refused again are a new alert, read again.
    <div key={attempt} role="alert" style={visuallyHidden}>
      {problems.map(({ field, text }) => (
        <p key={field} style={{ margin: 0 }}>
          {field}: {text}
        </p>
      ))}
    </div>
  );
}

/**
 * Focuses a refused control and scrolls `around` it (its block: heading, control and message) into view. The browser's
 * own scroll on focus() ignores scroll margins and leaves a control that is "in view" under the sticky header;
 * scrollIntoView keeps the margin app/global.css gives sections and controls (the header's height).
 */
export function focusProblem(control: HTMLElement, around: Element = control): void {
  control.focus({ preventScroll: true });
  // Optional: jsdom, where the component tests run, scrolls nothing and has no such method.
  around.scrollIntoView?.({ block: 'nearest' });
}

/** Focuses the form's first control marked invalid: a field's input, or a radio group's chosen (else first) radio. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control = invalid?.matches('input, textarea, select, button') ? invalid : invalid?.querySelector<HTMLElement>('input:checked, input');
  if (control) focusProblem(control);
}
