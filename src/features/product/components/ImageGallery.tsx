import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_PICTURE_SIZES, GALLERY_WHOLE_ROW_SIZES, galleryFirstSpansRow } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { ProductPicture } from '../../../components/product/ProductPicture';
import { productImageSize, type PictureSources } from '../../../components/product/productImage';
import { usePageSettled } from '../../../components/usePageSettled';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { zoomInOutlined } from './productIcons';
import { useHoverZoom } from './useHoverZoom';
import { HOVER_SCALE } from './zoomGeometry';
import styles from './ImageGallery.module.css';

// The full-screen viewer comes with its first opening, not with the product page's first load.
const ZoomViewer = lazy(() => import(/* webpackChunkName: "zoom-viewer" */ './ZoomViewer').then((module) => ({ default: module.ZoomViewer })));

type ImageGalleryProps = {
  /** Ready-to-use pictures (pictureSources) or image addresses (already passed through mediaUrl). */
  images: Array<PictureSources | string>;
  /** The alt text of picture `index` (1-based). */
  altFor: (index: number) => string;
  /** Names the gallery for a screen reader, e.g. "Photos of Wide-leg jeans". */
  label: string;
  /** Wide screens: two pictures a row (product) or one under the other (a look beside its products). */
  wideLayout?: 'grid' | 'column';
  /**
   * Called once the first picture is on the screen (decoded and painted), or failed, or took longer than
   * `firstPictureWaitMs`; at once without pictures. Must keep its identity between renders.
   */
  onFirstShown?: () => void;
};

/** The sharpest file of a picture, for the zoom: an uploaded photo's widest WebP, else its address. */
const largest = (picture: PictureSources) => picture.webp?.split(', ').at(-1)?.split(' ')[0] || picture.src;

/** The longest the first picture holds back `onFirstShown`: a slow picture must not hold the page's controls. */
export const firstPictureWaitMs = 1500;

/** Runs `task` just after the browser has painted the next frame. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Phones swipe through the pictures one at a time (CSS scroll snap, no script needed to swipe), with dots
 * that show and pick the current one; wide screens see them all at once. The first picture loads at once,
 * the rest lazily; all have their size set, so nothing moves while they arrive.
 *
 * To look closer: on a wide screen the picture under the mouse is magnified around the pointer (useHoverZoom);
 * a click or tap on a picture, or its zoom button, opens it full screen to pinch, drag and zoom, and to page through
 * the others (ZoomViewer).
 */
export function ImageGallery({ images: given, altFor, label, wideLayout = 'grid', onFirstShown }: ImageGalleryProps) {
  const { t } = useTranslation();
  const images = given.map((image): PictureSources => (typeof image === 'string' ? { src: image } : image));
  const wide = useIsWideScreen();
  const stripRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const { hover, handlersFor, end: endHover } = useHoverZoom(wide);
  const openViewer = (index: number) => {
    endHover();
    setViewing(index);
  };
  // Phones show one picture at a time: the others are fetched once the page has settled or the shopper swipes,
  // not beside the first one, whose bandwidth they would share. Wide screens show them all at once.
  const [laterImages, showLaterImages] = usePageSettled();
  const fetched = (index: number) => index === 0 || wide || laterImages;
  // An odd number of pictures in two columns would leave a hole: the first one takes the whole row.
  const firstSpansRow = wideLayout === 'grid' && galleryFirstSpansRow(images.length);
  // That first picture is as wide as two; a look's single column is about as wide as one of the grid's two.
  const sizesOf = (index: number) => (index === 0 && firstSpansRow ? GALLERY_WHOLE_ROW_SIZES : GALLERY_PICTURE_SIZES);

  const first = images[0]?.src;
  useEffect(() => {
    if (!onFirstShown) return undefined;
    const picture = firstRef.current;
    // Without a picture, or in a browser that cannot tell when one is decoded, there is nothing to wait for.
    if (!first || !picture || typeof picture.decode !== 'function') {
      onFirstShown();
      return undefined;
    }
    let done = false;
    let cancelPaint = () => {};
    const shown = () => {
      if (done) return;
      done = true;
      cancelPaint = afterNextPaint(onFirstShown);
    };
    picture.decode().then(shown, shown);
    const cap = window.setTimeout(shown, firstPictureWaitMs);
    return () => {
      done = true;
      window.clearTimeout(cap);
      cancelPaint();
    };
  }, [first, onFirstShown]);

  const showImage = (index: number) => {
    showLaterImages();
    const strip = stripRef.current;
    if (!strip) return;
    setCurrent(index);
    strip.scrollTo?.({ left: index * strip.clientWidth, behavior: 'smooth' });
  };

  const followScroll = () => {
    showLaterImages();
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    setCurrent(Math.min(images.length - 1, Math.round(strip.scrollLeft / strip.clientWidth)));
  };

  if (images.length === 0) return <div aria-hidden className={styles.empty} />;

  return (
    <section aria-label={label}>
      <div
        ref={stripRef}
        onScroll={followScroll}
        onPointerDown={showLaterImages}
        onFocus={showLaterImages}
        // On phones the strip scrolls sideways, so it must be reachable by keyboard too.
        tabIndex={wide ? undefined : 0}
        className={`${styles.strip} ${wideLayout === 'grid' ? styles.grid : styles.column}`}
      >
        {images.map((image, index) => (
          <div
            key={`${index}-${image.src}`}
            className={index === 0 && firstSpansRow ? `${styles.picture} ${styles.wholeRow}` : styles.picture}
            {...handlersFor(index)}
          >
            <ProductPicture
              ref={index === 0 ? firstRef : undefined}
              picture={image}
              sizes={sizesOf(index)}
              fetch={fetched(index)}
              alt={altFor(index + 1)}
              width={productImageSize.width}
              height={productImageSize.height}
              // The first picture is what the shopper came for; the others wait until they are near.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              className={styles.image}
              onClick={() => openViewer(index)}
              // A tap before the page is hydrated is kept and given again (app/earlyClicks.ts).
              data-early-click=""
            />
            {hover?.index === index && (
              <div
                aria-hidden
                data-zoom-layer
                className={styles.zoomLayer}
                style={{
                  backgroundImage: `url(${JSON.stringify(largest(image))})`,
                  backgroundSize: `${HOVER_SCALE * 100}%`,
                  backgroundPosition: `${hover.focus.x}% ${hover.focus.y}%`,
                }}
              />
            )}
            <button
              type="button"
              className={styles.zoomButton}
              onClick={() => openViewer(index)}
              aria-label={t('product.gallery.zoom', { index: index + 1 })}
            >
              <Icon path={zoomInOutlined} />
            </button>
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <div className={styles.dots}>
          {images.map((image, index) => (
            <button
              type="button"
              key={`${index}-${image.src}`}
              onClick={() => showImage(index)}
              aria-label={t('product.gallery.showImage', { index: index + 1, count: images.length })}
              aria-current={index === current ? 'true' : undefined}
              className={styles.dot}
            />
          ))}
        </div>
      )}
      {viewing !== null && images[viewing] && (
        <Suspense fallback={null}>
          <ZoomViewer
            pictures={images.map((image, index) => ({ src: largest(image), alt: altFor(index + 1) }))}
            start={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
