/** Ends the current task: what follows runs in a new one, after the browser has had a chance to paint and take input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
