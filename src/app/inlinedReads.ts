/*
 * The server answers a landing page's first API reads inside its HTML (server/web/inline-data.ts), so the page
 * shows its content without another round trip after the scripts. The API's base query takes each answer once,
 * within a short while of the page load; anything else (another read, a later refetch) goes to the network.
 */

const elementId = 'libos-api-data';
/**
 * Later than this after the page load, an answer left untaken (the shopper went elsewhere first) is not used:
 * the data may have moved on.
 */
const freshForMs = 30_000;

let answers: Map<string, unknown> | undefined;

function inlinedAnswers(): Map<string, unknown> {
  if (!answers) {
    answers = new Map();
    const element = typeof document === 'undefined' ? null : document.getElementById(elementId);
    if (element?.textContent) {
      try {
        answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
      } catch {
        // a damaged block only costs the round trips it would have saved
      }
      element.remove();
    }
  }
  return answers;
}

/** The page's own answer to a GET of `url` (path and query, as the API is asked), once; else undefined. */
export function takeInlinedRead(url: string): unknown {
  const known = inlinedAnswers();
  if (known.size === 0) return undefined;
  // performance.now() counts from the navigation that brought the HTML.
  if (performance.now() > freshForMs) {
    known.clear();
    return undefined;
  }
  const answer = known.get(url);
  known.delete(url);
  return answer;
}
