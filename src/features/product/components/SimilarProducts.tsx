import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InlineLoadFailure } from '../../../components/InlineLoadFailure';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { QueryView } from '../../../components/QueryView';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { useGetSimilarProductsQuery } from '../api';
import type { ProductDetail } from '../types';

/** How many similar products are shown: two full rows of four on wide screens. */
export const SIMILAR_COUNT = 8;

/**
 * Products like this one, as the server ranks them (its subcategory first, then its category, in stock first;
 * docs/api.md); the section disappears when there are none.
 */
export function SimilarProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const similarRead = useGetSimilarProductsQuery({ productId: product.id, size: SIMILAR_COUNT });
  const similar = similarRead.currentData;

  if (similar && similar.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: { xs: 2, md: 3 } }}>
        {t('product.similar.title')}
      </Typography>
      <QueryView
        query={{ ...similarRead, data: similar }}
        loading={<ProductGrid products={[]} loading skeletonCount={4} />}
        failure={(retry) => <InlineLoadFailure message={t('product.similar.error')} onRetry={retry} />}
      >
        {(products) => <ProductGrid products={products} renderAction={(card) => <FavouriteButton productId={card.id} />} />}
      </QueryView>
    </Box>
  );
}
