import { render } from '@testing-library/react';
import { ProductPicture } from './ProductPicture';
import { pictureSources } from './productImage';
import { thumbnailUrl } from './thumbnailUrl';

const uploaded = {
  url: '/media/photos/bb/bb2.webp',
  width: 1200,
  height: 1600,
  srcset: {
    avif: '/media/photos/aa/aa1.avif 400w, /media/photos/aa/aa2.avif 800w, /media/photos/aa/aa3.avif 1200w',
    webp: '/media/photos/bb/bb1.webp 400w, /media/photos/bb/bb2.webp 800w, /media/photos/bb/bb3.webp 1200w',
  },
};

describe('ProductPicture', () => {
  it('offers an uploaded photo as AVIF then WebP at its widths with the given sizes, the 800 px WebP as the fallback', () => {
    const picture = pictureSources(uploaded)!;
    const { container } = render(<ProductPicture picture={picture} sizes="50vw" alt="" width={600} height={800} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', uploaded.srcset.avif, '50vw'],
      ['image/webp', uploaded.srcset.webp, '50vw'],
    ]);
    expect(container.querySelector('picture > img')).toHaveAttribute('src', uploaded.url);
  });

  it('shows a generated (seed) picture as a plain img, and fetches nothing while told not to', () => {
    const seed = pictureSources({ url: '/media/garment/dress/front/aabbcc.svg' })!;
    const { container, rerender } = render(<ProductPicture picture={seed} sizes="50vw" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/garment/dress/front/aabbcc.svg');
    rerender(<ProductPicture picture={pictureSources(uploaded)!} sizes="50vw" alt="" fetch={false} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('src');
  });

  it('gives thumbnails the narrowest WebP of a photo, a seed picture its address', () => {
    expect(thumbnailUrl(uploaded)).toBe('/media/photos/bb/bb1.webp');
    expect(thumbnailUrl({ url: '/media/x.svg' })).toBe('/media/x.svg');
    expect(thumbnailUrl(undefined)).toBeNull();
  });
});
