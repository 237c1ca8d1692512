import type { ComponentPropsWithRef } from 'react';
import type { PictureSources } from './productImage';

type ProductPictureProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  picture: PictureSources;
  /** The width the picture takes on the page at each screen (the `sizes` attribute). */
  sizes: string;
  /** False: nothing is fetched yet (a gallery's later picture on a phone); the size still holds its place. */
  fetch?: boolean;
};

/**
 * A product picture: an uploaded photo as <picture> with AVIF and WebP at its widths, so each screen fetches the
 * smallest file that is sharp on it; a generated (seed) picture as a plain <img>. The <picture> box is `display:
 * contents`, so the <img> is laid out and styled exactly as it would be alone.
 */
export function ProductPicture({ picture, sizes, fetch = true, alt, ...img }: ProductPictureProps) {
  const src = fetch ? picture.src : undefined;
  if (!picture.avif || !picture.webp || !fetch) return <img src={src} alt={alt} {...img} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
