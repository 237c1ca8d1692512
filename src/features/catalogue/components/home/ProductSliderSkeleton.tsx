import { ProductCardSkeleton } from '../../../../components/product/ProductCardSkeleton';
import ui from '../../../../components/ui.module.css';
import styles from './ProductSliderSkeleton.module.css';

/**
 * A product row while the home page's data loads. Apart from ProductSlider, whose code (with the product cards') comes
 * only as the rows near the screen (HomePage.tsx): this shows on the first screen.
 */
export function ProductSliderSkeleton() {
  return (
    <div data-testid="product-slider-skeleton">
      <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.titleSkeleton}`} />
      <div className={styles.cardsSkeleton}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.cardSkeleton}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
