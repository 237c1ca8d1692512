import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visuallyHidden';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
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

export const productGridColumns = { xs: 2, sm: 3, md: 4 } as const;

/** 2 columns on phones, 3 on tablets, 4 on wide screens. */
export const productGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: `repeat(${productGridColumns.xs}, minmax(0, 1fr))`,
    sm: `repeat(${productGridColumns.sm}, minmax(0, 1fr))`,
    md: `repeat(${productGridColumns.md}, minmax(0, 1fr))`,
  },
  columnGap: { xs: 1.5, md: 3 },
  rowGap: { xs: 3, md: 4 },
} as const;

export function ProductGrid({ products = [], loading = false, skeletonCount = 8, renderAction, onOpen }: ProductGridProps) {
  const { t } = useTranslation();
  return (
    <Box aria-busy={loading || undefined}>
      <Box component="ul" sx={productGridSx}>
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
      </Box>
      {loading && (
        <Box role="status" aria-label={t('productCard.loading')} sx={visuallyHidden}>
          {t('productCard.loading')}
        </Box>
      )}
    </Box>
  );
}
