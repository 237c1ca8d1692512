import { Link as RouterLink } from 'react-router-dom';
import { productImageSize } from './product/productImage';
import ui from './ui.module.css';
import styles from './PictureTile.module.css';

type PictureTileProps = {
  to: string;
  /** The picture's address, or null for the plain background. */
  image: string | null;
  title: string;
  subtitle: string;
};

/** A picture at the product aspect ratio with a title and a line under it; the whole tile is the link. */
export function PictureTile({ to, image, title, subtitle }: PictureTileProps) {
  return (
    <RouterLink to={to} className={styles.tile}>
      {image && (
        <img
          src={image}
          // The tile's text names it; the picture adds nothing a screen reader could use.
          alt=""
          width={productImageSize.width}
          height={productImageSize.height}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      )}
      <span className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.subtitle}>{subtitle}</span>
      </span>
    </RouterLink>
  );
}

export function PictureTileSkeleton(props: { 'data-testid'?: string }) {
  return <span data-skeleton {...props} className={`${ui.skeleton} ${styles.skeleton}`} />;
}

/** The grid list of tiles as a class: two a row on phones, `--wide-columns` (style) from md up. */
export const pictureGridClass = styles.grid;

/** Tiles in a grid list: two a row on phones, `wideColumns` from md up. */
export function pictureGridSx(wideColumns: number) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${wideColumns}, minmax(0, 1fr))` },
    columnGap: { xs: 1.5, md: 3 },
    rowGap: { xs: 2, md: 3 },
  } as const;
}
