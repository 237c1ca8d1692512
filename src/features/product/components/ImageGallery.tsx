import { useRef, useState } from 'react';
import { Box, ButtonBase } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { productAspectRatio, productImageBackground, productImageSize } from '../../../components/product/productImage';
import { usePageSettled } from '../../../components/usePageSettled';
import { useIsWideScreen } from '../../../components/useIsWideScreen';

type ImageGalleryProps = {
  /** Ready-to-use image addresses (already passed through mediaUrl). */
  images: string[];
  /** The alt text of picture `index` (1-based). */
  altFor: (index: number) => string;
  /** Names the gallery for a screen reader, e.g. "Photos of Wide-leg jeans". */
  label: string;
  /** Wide screens: two pictures a row (product) or one under the other (a look beside its products). */
  wideLayout?: 'grid' | 'column';
};

/**
 * Phones swipe through the pictures one at a time (CSS scroll snap, no script needed to swipe), with dots
 * that show and pick the current one; wide screens see them all at once. The first picture loads at once,
 * the rest lazily; all have their size set, so nothing moves while they arrive.
 */
export function ImageGallery({ images, altFor, label, wideLayout = 'grid' }: ImageGalleryProps) {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const stripRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Phones show one picture at a time: the others are fetched once the page has settled or the shopper swipes,
  // not beside the first one, whose bandwidth they would share. Wide screens show them all at once.
  const [laterImages, showLaterImages] = usePageSettled();
  const fetched = (index: number) => index === 0 || wide || laterImages;
  // An odd number of pictures in two columns would leave a hole: the first one takes the whole row.
  const firstSpansRow = wideLayout === 'grid' && images.length % 2 === 1 && images.length > 1;

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

  if (images.length === 0) {
    return <Box aria-hidden sx={{ aspectRatio: productAspectRatio, bgcolor: productImageBackground, borderRadius: { md: 2 } }} />;
  }

  return (
    <Box component="section" aria-label={label}>
      <Box
        ref={stripRef}
        onScroll={followScroll}
        onPointerDown={showLaterImages}
        onFocus={showLaterImages}
        // On phones the strip scrolls sideways, so it must be reachable by keyboard too.
        tabIndex={wide ? undefined : 0}
        sx={{
          display: { xs: 'flex', md: 'grid' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          gridTemplateColumns: wideLayout === 'grid' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          gap: { xs: 0, md: 1.5 },
          outlineOffset: -3,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {images.map((image, index) => (
          <Box
            key={`${index}-${image}`}
            sx={{
              flex: '0 0 100%',
              scrollSnapAlign: 'start',
              scrollSnapStop: 'always',
              gridColumn: index === 0 && firstSpansRow ? '1 / -1' : undefined,
              aspectRatio: productAspectRatio,
              bgcolor: productImageBackground,
              borderRadius: { xs: 0, md: 2 },
              overflow: 'hidden',
            }}
          >
            <Box
              component="img"
              src={fetched(index) ? image : undefined}
              alt={altFor(index + 1)}
              width={productImageSize.width}
              height={productImageSize.height}
              // The first picture is what the shopper came for; the others wait until they are near.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'auto' : 'async'}
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </Box>
        ))}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', gap: 0.25, pt: 1 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={`${index}-${image}`}
              onClick={() => showImage(index)}
              aria-label={t('product.gallery.showImage', { index: index + 1, count: images.length })}
              aria-current={index === current ? 'true' : undefined}
              sx={{ width: 28, height: 28, borderRadius: '50%', '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' } }}
            >
              <Box
                aria-hidden
                sx={{
                  width: index === current ? 18 : 7,
                  height: 7,
                  borderRadius: 4,
                  bgcolor: index === current ? 'text.primary' : 'rgba(20, 20, 20, 0.25)',
                  transition: 'width 200ms ease, background-color 200ms ease',
                }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
