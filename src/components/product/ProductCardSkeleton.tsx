import ui from '../ui.module.css';
import styles from './ProductCardSkeleton.module.css';

/** The shape of a ProductCard while its data loads, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden>
      <span data-skeleton className={`${ui.skeleton} ${styles.picture}`} />
      <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.name}`} />
      <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.nameEnd}`} />
      <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.price}`} />
    </div>
  );
}
