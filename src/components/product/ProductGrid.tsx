import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../ui.module.css';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import styles from './ProductGrid.module.css';
import type { ProductCard as ProductCardData } from './types';

type ProductGridProps = {
  products: ProductCardData[] | undefined;
  /** Shows skeleton cards (after the products already shown, so "show more" keeps its place). */
  loading?: boolean;
  skeletonCount?: number;
  /** The control over each card's picture, e.g. `(p) => <FavouriteButton productId={p.id} />`. */
  renderAction?: (product: ProductCardData) => ReactNode;
  onOpen?: (product: ProductCardData) => void;
};

/** 2 columns on phones, 3 on tablets, 4 on wide screens (ProductGrid.module.css). */
export function ProductGrid({ products = [], loading = false, skeletonCount = 8, renderAction, onOpen }: ProductGridProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy={loading || undefined}>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              action={renderAction?.(product)}
              onOpen={onOpen ? () => onOpen(product) : undefined}
            />
          </li>
        ))}
        {loading &&
          Array.from({ length: skeletonCount }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      {loading && (
        <div role="status" aria-label={t('productCard.loading')} className={ui.visuallyHidden}>
          {t('productCard.loading')}
        </div>
      )}
    </div>
  );
}
