import { productImageHint, withImagePreloads } from './image-preloads';

const photo = {
  url: '/media/photos/ab/ab000000000000000000000000000000.webp',
  width: 1200,
  height: 1600,
  srcset: { avif: '/media/photos/cd/cd1.avif 400w, /media/photos/ef/ef2.avif 800w', webp: '/media/photos/ab/ab1.webp 400w' },
};

describe('product picture preloads', () => {
  it('preload an uploaded photo by its AVIF srcset at the sizes the page shows it, so the browser fetches the one file it uses', () => {
    const html = withImagePreloads('<html><head></head></html>', [productImageHint(photo, '(min-width: 900px) 25vw, 50vw')]);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo.url}" imagesrcset="${photo.srcset.avif}" imagesizes="(min-width: 900px) 25vw, 50vw" type="image/avif" fetchpriority="high"></head>`,
    );
  });

  it('preload a generated picture by its address, as before', () => {
    expect(productImageHint({ url: '/media/garment/dress/front/aabbcc.svg' }, '50vw')).toEqual({ href: '/media/garment/dress/front/aabbcc.svg' });
  });
});
