import { SCRIPT_AFTER_PAINT_META } from '../../contract/pageDrawing';

/** How long the start waits for the first screen's leading pictures before it goes on without them. */
const PICTURE_WAIT_MS = 3000;
/** How long it waits, once they are decoded, for the browser to report the largest of them painted. */
const PAINT_REPORT_WAIT_MS = 500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * After the browser has painted (two frames: a picture decoded now is drawn in the next one); at once in a background
 * tab, which paints nothing until it is shown.
 */
function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    // A tab hidden meanwhile stops its frames: it goes on anyway.
    setTimeout(resolve, 1000);
  });
}

/**
 * The largest part of `pictures` inside the viewport, in CSS pixels (what a largest-contentful-paint entry's size
 * measures), as the browser computes it in its next frame: asking for their boxes now would force a layout early.
 */
function largestVisibleArea(pictures: HTMLImageElement[]): Promise<number> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve(0);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(Math.max(0, ...entries.map(({ intersectionRect }) => intersectionRect.width * intersectionRect.height)));
    });
    for (const picture of pictures) observer.observe(picture);
  });
}

/**
 * Until the browser reports a largest paint that is one of `pictures`, or bigger than any of them (then none of them
 * can be the page's largest paint any more). That report comes once the frame is on screen, which a frame callback
 * cannot tell: the screen may show it after the main thread has gone on.
 */
async function largestPaintReported(pictures: HTMLImageElement[]): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterPaint();
  // A tab hidden meanwhile computes no frame: then it goes on.
  const biggest = await Promise.race([largestVisibleArea(pictures), delay(PAINT_REPORT_WAIT_MS).then(() => 0)]);
  if (biggest === 0) return afterPaint();
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const observer = new PerformanceObserver((list) => {
      const reported = list.getEntries() as LargestContentfulPaint[];
      if (reported.some((entry) => pictures.some((picture) => picture === entry.element) || entry.size > biggest)) finish();
    });
    const timer = setTimeout(finish, PAINT_REPORT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the page as it came (the server's drawing, or the shell's header) has been painted with its leading
 * pictures: those it fetches with high priority, the largest one above the fold among them. Evaluating and hydrating
 * the shop takes a slow phone's main thread for a while; started before that paint, it would hold the shopper's
 * first sight of the product back by as long. A picture that has not come within PICTURE_WAIT_MS is not waited for.
 */
export async function firstScreenPainted(root: HTMLElement): Promise<void> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return afterPaint();
  // Loaded is not yet drawable: decode() waits for both (a picture that fails is not waited for either).
  await Promise.race([Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))), delay(PICTURE_WAIT_MS)]);
  if (document.visibilityState === 'hidden') return undefined;
  return largestPaintReported(pictures);
}

/** Starts the downloads a drawn page held back until its first paint (SCRIPT_AFTER_PAINT_META), all at once. */
export function fetchScriptsHeldBack(): void {
  for (const named of document.querySelectorAll<HTMLMetaElement>(`meta[name="${SCRIPT_AFTER_PAINT_META}"]`)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = named.content;
    document.head.append(link);
  }
}
