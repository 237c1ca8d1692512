import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { useGetSimilarProductsQuery } from '../api';
import type { ProductDetail } from '../types';

/** How many similar products are shown: two full rows of four on wide screens. */
export const SIMILAR_COUNT = 8;

/** The category whose products count as similar: the product's first one (docs/api.md lists them in order). */
export function similarCategoryId(product: Pick<ProductDetail, 'categories'>): number | null {
  return product.categories[0]?.id ?? null;
}

/** Other products of the same category; the section disappears when there are none. */
export function SimilarProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const categoryId = similarCategoryId(product);
  // One more than shown, since the product itself may be among them.
  const { currentData, isFetching, isError, refetch } = useGetSimilarProductsQuery(
    categoryId === null ? skipToken : { categoryId, size: SIMILAR_COUNT + 1 },
  );
  const similar = currentData?.filter((candidate) => candidate.id !== product.id).slice(0, SIMILAR_COUNT);

  if (categoryId === null || (similar && similar.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: { xs: 2, md: 3 } }}>
        {t('product.similar.title')}
      </Typography>
      {!similar && isError && !isFetching ? (
        <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{t('product.similar.error')}</Typography>
          <Button variant="outlined" color="inherit" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : (
        <ProductGrid
          products={similar}
          loading={!similar}
          skeletonCount={4}
          renderAction={(card) => <FavouriteButton productId={card.id} />}
        />
      )}
    </Box>
  );
}
