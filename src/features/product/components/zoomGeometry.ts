/*
 * The arithmetic of the gallery's zoom, apart from the DOM so it can be tested alone: where the magnified picture
 * is focused when the pointer hovers it, and how the full-screen viewer scales and moves the picture under pinches,
 * drags, the wheel and its buttons.
 */

/** How much the hover layer magnifies the picture on a wide screen (its background is this many times larger). */
export const HOVER_SCALE = 2.5;
/** The full-screen viewer's range: the whole picture fitted to the screen up to four times that. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One press of a zoom button or key, and one double tap from the fitted picture. */
export const ZOOM_STEP = 1.5;
export const DOUBLE_TAP_SCALE = 2.5;

type Rect = { left: number; top: number; width: number; height: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The hover layer's background position, in percent of the picture: the part under the pointer is the part shown
 * magnified (0 0 the top left corner, 100 100 the bottom right).
 */
export function hoverFocus(picture: Rect, pointer: Point): Point {
  if (picture.width <= 0 || picture.height <= 0) return { x: 50, y: 50 };
  return {
    x: Math.round(clamp(((pointer.x - picture.left) / picture.width) * 100, 0, 100) * 10) / 10,
    y: Math.round(clamp(((pointer.y - picture.top) / picture.height) * 100, 0, 100) * 10) / 10,
  };
}

/** The viewer's picture: `scale` times the fitted size, moved by `x`, `y` px from the stage's centre. */
export type ViewerZoom = { scale: number; x: number; y: number };

export const fitted: ViewerZoom = { scale: 1, x: 0, y: 0 };

/** Keeps the picture over the stage: it moves only as far as its magnified size reaches past the stage's edges. */
export function keepInside(zoom: ViewerZoom, stage: Size): ViewerZoom {
  const scale = clamp(zoom.scale, MIN_SCALE, MAX_SCALE);
  const reachX = ((scale - 1) * stage.width) / 2;
  const reachY = ((scale - 1) * stage.height) / 2;
  // `+ 0` turns a -0 into 0, so a fitted picture always reads as { scale: 1, x: 0, y: 0 }.
  return { scale, x: clamp(zoom.x, -reachX, reachX) + 0, y: clamp(zoom.y, -reachY, reachY) + 0 };
}

/**
 * Scales to `scale` keeping the point `focus` (stage coordinates, from its top left corner) where it is on the
 * screen: a pinch or a wheel turn magnifies what is under the fingers or the pointer.
 */
export function zoomTo(zoom: ViewerZoom, scale: number, focus: Point, stage: Size): ViewerZoom {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / zoom.scale;
  const fromCentre = { x: focus.x - stage.width / 2, y: focus.y - stage.height / 2 };
  return keepInside(
    { scale: next, x: fromCentre.x - (fromCentre.x - zoom.x) * ratio, y: fromCentre.y - (fromCentre.y - zoom.y) * ratio },
    stage,
  );
}

/** Moves the magnified picture by a drag of `dx`, `dy` px. */
export function panBy(zoom: ViewerZoom, dx: number, dy: number, stage: Size): ViewerZoom {
  return keepInside({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, stage);
}

/** Two fingers: where they started and where they are now; the picture follows their spread and their middle. */
export function pinch(start: ViewerZoom, from: [Point, Point], to: [Point, Point], stage: Size): ViewerZoom {
  const spread = (points: [Point, Point]) => Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
  const middle = (points: [Point, Point]): Point => ({ x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2 });
  const startSpread = spread(from);
  if (startSpread === 0) return start;
  const scaled = zoomTo(start, start.scale * (spread(to) / startSpread), middle(from), stage);
  const fromMiddle = middle(from);
  const toMiddle = middle(to);
  return panBy(scaled, toMiddle.x - fromMiddle.x, toMiddle.y - fromMiddle.y, stage);
}

/** A double tap or double click: into the picture at that point, or back to the fitted picture. */
export function toggleZoom(zoom: ViewerZoom, at: Point, stage: Size): ViewerZoom {
  return zoom.scale > MIN_SCALE ? fitted : zoomTo(zoom, DOUBLE_TAP_SCALE, at, stage);
}
