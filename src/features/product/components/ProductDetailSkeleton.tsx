import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import layout from './productLayout.module.css';
import styles from './ProductDetailSkeleton.module.css';

/** The shape of the size, quantity and cart controls while they load (the product page's skeleton and its buying part). */
export function PurchaseSkeleton() {
  return (
    <div aria-hidden className={styles.purchase}>
      <div className={styles.row}>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} data-skeleton className={`${ui.skeleton} ${ui.skeletonCircle} ${styles.swatch}`} />
        ))}
      </div>
      <div className={styles.row}>
        {Array.from({ length: 5 }, (_, index) => (
          <span key={index} data-skeleton className={`${ui.skeleton} ${styles.size}`} />
        ))}
      </div>
      <span data-skeleton className={`${ui.skeleton} ${styles.button}`} />
      <span data-skeleton className={`${ui.skeleton} ${styles.button}`} />
    </div>
  );
}

/** The page's shape while the product loads: the picture, the title, the price and the size row. */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('product.loading')} className={layout.layout}>
      <div className={`${layout.galleryColumn} ${styles.pictures}`}>
        <span data-skeleton className={`${ui.skeleton} ${styles.picture}`} />
        <span data-skeleton className={`${ui.skeleton} ${styles.picture} ${styles.secondPicture}`} />
      </div>
      <div className={styles.details}>
        <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.brand}`} />
        <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.name}`} />
        <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.priceLine}`} />
        <PurchaseSkeleton />
      </div>
    </div>
  );
}
