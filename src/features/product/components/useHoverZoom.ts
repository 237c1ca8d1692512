import { useEffect, useState, type PointerEvent } from 'react';
import { hoverFocus, type Point } from './zoomGeometry';

/** The picture the mouse is over and the point of it to magnify (percent), or null when none is magnified. */
type HoverZoom = { index: number; focus: Point } | null;

/**
 * A wide screen's magnifier: while the mouse moves over a picture, that picture is shown magnified around the
 * pointer. Leaving the picture ends it; so does Escape, until the pointer leaves and comes back. Touch and pen
 * pointers are left alone: they scroll the page, and a tap opens the full-screen viewer instead.
 */
export function useHoverZoom(enabled: boolean) {
  const [hover, setHover] = useState<HoverZoom>(null);
  const [dismissed, setDismissed] = useState(false);
  const active = enabled && !dismissed ? hover : null;

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const handlersFor = (index: number) => ({
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.pointerType !== 'mouse') return;
      const focus = hoverFocus(event.currentTarget.getBoundingClientRect(), { x: event.clientX, y: event.clientY });
      setHover({ index, focus });
    },
    onPointerLeave: () => {
      setHover(null);
      setDismissed(false);
    },
  });

  return { hover: active, handlersFor, end: () => setHover(null) };
}
