import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { chevronLeft, chevronRight } from '../../../components/icons/paths';
import { addRounded, closeIcon, removeRounded } from './productIcons';
import { MAX_SCALE, MIN_SCALE } from './zoomGeometry';
import { useViewerGestures } from './useViewerGestures';
import styles from './ZoomViewer.module.css';

type ZoomViewerProps = {
  /** Every picture of the gallery, in its order: the viewer pages through them. */
  pictures: Array<{ src: string; alt: string }>;
  /** The one it opens at (0-based). */
  start: number;
  /** Called to close; the focus then goes back to what opened the viewer. */
  onClose: () => void;
};

/** How far an arrow key moves a magnified picture. */
const ARROW_STEP_PX = 48;
const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [ARROW_STEP_PX, 0],
  ArrowRight: [-ARROW_STEP_PX, 0],
  ArrowUp: [0, ARROW_STEP_PX],
  ArrowDown: [0, -ARROW_STEP_PX],
};

/**
 * The gallery's pictures over the whole screen, one at a time, to look at closely: pinch and drag on a touch screen,
 * the wheel, a double click or the buttons elsewhere; from the keyboard + and - zoom, Escape closes. To the next or
 * the previous picture: its buttons (with where it is, "2 / 5"), a sideways swipe, or the left and right arrows,
 * which move the picture instead while it is magnified. Each picture opens whole.
 * A modal dialog: the page behind does not scroll, Tab stays among its buttons, and closing gives the focus back.
 */
export function ZoomViewer({ pictures, start, onClose }: ZoomViewerProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = pictures.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), count - 1));
  const picture = pictures[index] ?? pictures[0];
  // Past either end nothing happens: a gallery has a first and a last picture, not a ring.
  const showPicture = (next: number) => {
    if (next < 0 || next >= count || next === index) return;
    setIndex(next);
    reset();
  };
  const { zoom, zoomIn, zoomOut, move, reset, handlers } = useViewerGestures(stageRef, (direction) => showPicture(index + direction));

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = arrowMoves[event.key];
    const magnified = zoom.scale > MIN_SCALE;
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft' && !magnified) showPicture(index - 1);
    else if (event.key === 'ArrowRight' && !magnified) showPicture(index + 1);
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else if (arrow) move(...arrow);
    else if (event.key === 'Tab') keepFocusInside(event);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={t('product.gallery.viewer')} className={styles.viewer} onKeyDown={onKeyDown}>
      <div ref={stageRef} className={styles.stage} data-zoom-stage {...handlers}>
        {picture && (
          <img
            // A new element for another picture: the old one is not seen zoomed or moved to where the new one goes.
            key={index}
            src={picture.src}
            alt={picture.alt}
            draggable={false}
            className={styles.image}
            data-scale={zoom.scale}
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          />
        )}
      </div>
      {count > 1 && (
        <>
          {/* The ends as aria-disabled, not disabled: a disabled button would drop the focus. */}
          <button
            type="button"
            className={`${styles.button} ${styles.page} ${styles.previous}`}
            onClick={() => showPicture(index - 1)}
            aria-disabled={index === 0}
            aria-label={t('product.gallery.previous')}
          >
            <Icon path={chevronLeft} />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.page} ${styles.next}`}
            onClick={() => showPicture(index + 1)}
            aria-disabled={index === count - 1}
            aria-label={t('product.gallery.next')}
          >
            <Icon path={chevronRight} />
          </button>
          <p className={styles.position} aria-live="polite">
            {t('product.gallery.position', { index: index + 1, count })}
          </p>
        </>
      )}
      <p className={styles.hint}>{t('product.gallery.viewerHint')}</p>
      <div className={styles.controls}>
        {/* aria-disabled rather than disabled at either end of the range: a disabled button would drop the focus. */}
        <button type="button" className={styles.button} onClick={zoomOut} aria-disabled={zoom.scale <= MIN_SCALE} aria-label={t('product.gallery.zoomOut')}>
          <Icon path={removeRounded} />
        </button>
        <button type="button" className={styles.button} onClick={zoomIn} aria-disabled={zoom.scale >= MAX_SCALE} aria-label={t('product.gallery.zoomIn')}>
          <Icon path={addRounded} />
        </button>
        <button ref={closeRef} type="button" className={styles.button} onClick={onClose} aria-label={t('product.gallery.close')}>
          <Icon path={closeIcon} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
