/*
 * Where the focus goes once a request is made: the line's button that opened the dialog leaves with the request (its
 * line has one open now), so the focus would fall to the page's start. The dialog names the new request here, and the
 * request's card takes the focus when the list, read again, shows it.
 */
let waitingFor: number | null = null;

export function focusRequestWhenShown(id: number): void {
  waitingFor = id;
}

/** Whether the card of request `id` should take the focus now (once). */
export function takeRequestFocus(id: number): boolean {
  if (waitingFor !== id) return false;
  waitingFor = null;
  return true;
}
