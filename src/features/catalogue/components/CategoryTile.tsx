import { Link as RouterLink } from 'react-router-dom';
import { mediaUrl } from '../../../app/config';
import { localizedName } from '../../../i18n/localized';
import type { Language } from '../../../i18n/languages';
import type { Category } from '../types';
import styles from './CategoryTile.module.css';

// Intrinsic size of the 3:4 tile image; the browser reserves the space before the file arrives.
export const tileImageSize = { width: 600, height: 800 } as const;
export const tileImageBackground = '#EEE8E1';

type CategoryTileProps = {
  category: Category;
  language: Language;
  /** Where the tile leads; the category's products by default. */
  to?: string;
  /** Smaller text for the narrow tiles of a dense row. */
  dense?: boolean;
  /** False holds the picture back (a tile sideways off the screen, while the page loads); its place stays. */
  loadImage?: boolean;
};

export function CategoryTile({ category, language, to = `/categoryDetail/${category.id}`, dense = false, loadImage = true }: CategoryTileProps) {
  const name = localizedName(category, language);
  const image = mediaUrl(category.verticalImage ?? category.horizontalImage);

  return (
    <RouterLink to={to} className={styles.tile}>
      <span className={styles.picture}>
        {image ? (
          <img
            src={loadImage ? image : undefined}
            // The name is the link text right below, so the picture adds nothing for a screen reader.
            alt=""
            width={tileImageSize.width}
            height={tileImageSize.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span aria-hidden className={styles.initial}>
            {name.charAt(0).toUpperCase()}
          </span>
        )}
      </span>
      <span className={dense ? `${styles.name} ${styles.dense}` : styles.name}>{name}</span>
    </RouterLink>
  );
}
