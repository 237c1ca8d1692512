import { useRef, useState, type PointerEvent, type RefObject, type WheelEvent } from 'react';
import { fitted, panBy, pinch, toggleZoom, zoomTo, ZOOM_STEP, type Point, type Size, type ViewerZoom } from './zoomGeometry';

/** Two taps this close in time and place are a double tap (touch screens send no dblclick of their own reliably). */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 24;
/** A wheel notch of about 100 px zooms by about 20 %. */
const WHEEL_FACTOR = 0.002;
/** A swipe: one finger (or the mouse) on the whole picture, this far sideways and mostly sideways. */
const SWIPE_PX = 48;
const SWIPE_SLOPE = 1.5;

type Gesture =
  | { kind: 'pan'; id: number; from: Point; start: ViewerZoom }
  | { kind: 'pinch'; ids: [number, number]; from: [Point, Point]; start: ViewerZoom };

/**
 * The full-screen viewer's zoom, driven by pointer events on its stage (the stage has `touch-action: none`, so the
 * browser leaves pinches and drags to it): two fingers pinch and move, one finger or the mouse drags a magnified
 * picture, a double tap or double click toggles the zoom, the wheel zooms at the pointer. On the whole (fitted)
 * picture a sideways swipe of one finger calls `onSwipe` with the way to go (1: the next picture, -1: the previous);
 * a touch that became a pinch or a zoom is never a swipe. The buttons and keys use `zoomBy` and `move`; `reset` fits
 * the picture again (another picture shown).
 */
export function useViewerGestures(stageRef: RefObject<HTMLElement | null>, onSwipe?: (direction: 1 | -1) => void) {
  const [zoom, setZoom] = useState<ViewerZoom>(fitted);
  // The zoom as of the last event, for the next one (several pointer events can arrive before React renders).
  const latest = useRef<ViewerZoom>(fitted);
  const apply = (next: ViewerZoom) => {
    latest.current = next;
    setZoom(next);
  };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  // The touch that may be a swipe: its finger and where it went down; dropped once a second finger or a zoom comes.
  const swipe = useRef<{ id: number; from: Point } | null>(null);

  const stage = (): { size: Size; origin: Point } => {
    const box = stageRef.current?.getBoundingClientRect();
    return { size: { width: box?.width ?? 0, height: box?.height ?? 0 }, origin: { x: box?.left ?? 0, y: box?.top ?? 0 } };
  };
  const local = (event: { clientX: number; clientY: number }): Point => {
    const { origin } = stage();
    return { x: event.clientX - origin.x, y: event.clientY - origin.y };
  };

  const startGesture = (current: ViewerZoom) => {
    const entries = [...pointers.current.entries()];
    if (entries.length >= 2) {
      const [[firstId, first], [secondId, second]] = entries as [[number, Point], [number, Point]];
      gesture.current = { kind: 'pinch', ids: [firstId, secondId], from: [first, second], start: current };
    } else if (entries.length === 1) {
      const [[id, point]] = entries as [[number, Point]];
      gesture.current = { kind: 'pan', id, from: point, start: current };
    } else {
      gesture.current = null;
    }
  };

  const isDoubleTap = (point: Point) => {
    const now = Date.now();
    const previous = lastTap.current;
    lastTap.current = { at: now, point };
    if (!previous || now - previous.at > DOUBLE_TAP_MS) return false;
    if (Math.hypot(point.x - previous.point.x, point.y - previous.point.y) >= DOUBLE_TAP_PX) return false;
    // A third tap starts a new pair rather than toggling back at once.
    lastTap.current = null;
    return true;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button > 0) return;
    const point = local(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1 && isDoubleTap(point)) apply(toggleZoom(latest.current, point, stage().size));
    swipe.current = pointers.current.size === 1 && latest.current.scale === 1 ? { id: event.pointerId, from: point } : null;
    startGesture(latest.current);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, local(event));
    const current = gesture.current;
    if (!current) return;
    const { size } = stage();
    if (current.kind === 'pinch') {
      const [a, b] = current.ids.map((id) => pointers.current.get(id));
      if (a && b) apply(pinch(current.start, current.from, [a, b], size));
    } else if (current.start.scale > 1) {
      const point = pointers.current.get(current.id);
      if (point) apply(panBy(current.start, point.x - current.from.x, point.y - current.from.y, size));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const swiped = swipe.current;
    swipe.current = null;
    if (swiped?.id === event.pointerId && event.type === 'pointerup' && latest.current.scale === 1 && onSwipe) {
      const end = local(event);
      const dx = end.x - swiped.from.x;
      const dy = end.y - swiped.from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) >= SWIPE_SLOPE * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    }
    // A finger left on the screen carries on from where the picture is now.
    startGesture(latest.current);
  };

  const onWheel = (event: WheelEvent<HTMLElement>) => {
    const { size } = stage();
    apply(zoomTo(latest.current, latest.current.scale * Math.exp(-event.deltaY * WHEEL_FACTOR), local(event), size));
  };

  const zoomBy = (factor: number) => {
    const { size } = stage();
    apply(zoomTo(latest.current, latest.current.scale * factor, { x: size.width / 2, y: size.height / 2 }, size));
  };
  const move = (dx: number, dy: number) => apply(panBy(latest.current, dx, dy, stage().size));

  return {
    zoom,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    move,
    reset: () => apply(fitted),
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onWheel },
  };
}
