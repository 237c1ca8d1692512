/*
 * A page the server drew shows its buttons before the shop's scripts have run: a tap on "add to cart", a size or a
 * heart then has no handler yet. React hydrates the page in parts (a lazy part waits for its code), and a click on a
 * part not hydrated yet is lost. So the clicks on buttons, and on the few other elements that act on a click (marked
 * `data-early-click`, such as the gallery's pictures), are kept until the root exists and each has been
 * hydrated, then given again. Links are left alone (they work as plain links).
 */

/** A button, or an element that is not one but acts on a click and says so with `data-early-click`. */
const ACTS_ON_CLICK = 'button, [role="button"], [data-early-click]';

/** How long a kept click waits for its button to be hydrated before it is dropped. */
const REPLAY_WAIT_MS = 10_000;

const held: Element[] = [];
let holding: ((event: MouseEvent) => void) | null = null;

/** Keeps the clicks on buttons inside `root` until replayEarlyClicks (the page is painted before the shop starts). */
export function holdEarlyClicks(root: HTMLElement): void {
  holding = (event) => {
    const button = event.target instanceof Element ? event.target.closest(ACTS_ON_CLICK) : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', holding, true);
}

/** React keeps an element's props on it once it has hydrated it (its event handlers are then attached). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Once the root exists: stops keeping clicks (React queues the ones that come during hydration itself) and gives the
 * kept ones again, in their order, each as soon as its button is hydrated.
 */
export function replayEarlyClicks(): void {
  if (holding) document.removeEventListener('click', holding, true);
  holding = null;
  const queue = held.splice(0);
  const deadline = Date.now() + REPLAY_WAIT_MS;
  const replay = () => {
    while (queue.length > 0) {
      const button = queue[0]!;
      if (button.isConnected && !hydrated(button) && Date.now() <= deadline) return void setTimeout(replay, 50);
      queue.shift();
      if (button.isConnected && hydrated(button) && button instanceof HTMLElement) button.click();
    }
  };
  replay();
}
