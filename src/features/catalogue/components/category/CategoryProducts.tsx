import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../../components/product/ProductCard';
import { ProductCardSkeleton } from '../../../../components/product/ProductCardSkeleton';
import { productAspectRatio } from '../../../../components/product/productImage';
import { RenderWhenNear } from '../../../../components/RenderWhenNear';
import { visuallyHidden } from '../../../../components/visuallyHidden';
import { FavouriteButton } from '../../../favourites/FavouriteButton';
import { useGetProductsByCategoryQuery } from '../../categoryApi';
import type { CategoryProductsRequest } from '../../types';

/** With the filter column beside it, the grid has three columns on tablets and small laptops, four above. */
export const categoryGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  columnGap: { xs: 1.5, md: 2.5 },
  rowGap: { xs: 3, md: 4 },
} as const;

const skeletons = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`}>
      <ProductCardSkeleton />
    </li>
  ));

/** Cards the widest grid shows in its first row. */
const firstScreenCards = 4;
/**
 * Cards of a page rendered with it: the first row. The rest render as they near the screen, the next rows a frame
 * later, so their pictures are asked for after the first screen's have been painted.
 */
const renderedAtOnce = firstScreenCards;

/** A card's room until it renders: its picture's shape and about its text's height. */
function CardRoom() {
  return <Box sx={{ aspectRatio: productAspectRatio, mb: '88px' }} />;
}

/** The `<li>`s of one page of cards: skeletons while it loads, an inline retry if it fails. */
function ProductPageItems({ request }: { request: CategoryProductsRequest }) {
  const { t } = useTranslation();
  const { currentData, isError, isFetching, refetch } = useGetProductsByCategoryQuery(request);
  if (currentData) {
    // The first row of the first page is on the first screen (a first card is often its largest picture); the
    // cards further down render as the shopper scrolls towards them, in a placeholder of their size meanwhile.
    const firstRow = request.page === 0 ? firstScreenCards : 0;
    return currentData.content.map((product, index) => {
      const card = <ProductCard product={product} eager={index < firstRow} action={<FavouriteButton productId={product.id} />} />;
      return (
        <li key={product.id}>
          {index < renderedAtOnce ? card : <RenderWhenNear placeholder={<CardRoom />} margin="400px">{card}</RenderWhenNear>}
        </li>
      );
    });
  }
  if (isError && !isFetching) {
    return (
      <Box component="li" role="alert" sx={{ gridColumn: '1 / -1', textAlign: 'center', py: 2 }}>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('catalogue.category.moreError')}</Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  return skeletons(request.page === 0 ? 8 : 4);
}

type CategoryProductsProps = {
  /** The request of page 0; the others differ only in `page`. */
  firstPage: CategoryProductsRequest;
  /** The last page to show (from the address), already known to exist. */
  lastPage: number;
  totalElements: number;
  totalPages: number;
  onShowMore: () => void;
};

/**
 * Pages 0..lastPage of a category, each its own cached request, in one grid. Keeping pages separate means a
 * reload at ?page=2 asks for exactly the three pages shown, and "show more" only ever fetches one.
 */
export function CategoryProducts({ firstPage, lastPage, totalElements, totalPages, onShowMore }: CategoryProductsProps) {
  const { t } = useTranslation();
  const last = useGetProductsByCategoryQuery({ ...firstPage, page: lastPage });
  const pages = Array.from({ length: lastPage + 1 }, (_, page) => page);
  const shown = Math.min(totalElements, (lastPage + 1) * firstPage.size);
  const loadingMore = !last.currentData && !last.isError;

  return (
    <Box>
      <Box component="ul" sx={categoryGridSx}>
        {pages.map((page) => (
          <ProductPageItems key={page} request={{ ...firstPage, page }} />
        ))}
      </Box>
      {loadingMore && (
        <Box role="status" sx={visuallyHidden}>
          {t('catalogue.category.loading')}
        </Box>
      )}
      <Box sx={{ mt: { xs: 4, md: 6 }, mx: 'auto', maxWidth: 320, textAlign: 'center' }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('catalogue.category.shown', { shown, total: totalElements })}</Typography>
        <LinearProgress
          variant="determinate"
          value={totalElements === 0 ? 100 : (shown / totalElements) * 100}
          aria-hidden
          sx={{ mt: 1, height: 3, borderRadius: 2, bgcolor: 'divider', '& .MuiLinearProgress-bar': { bgcolor: 'text.primary' } }}
        />
        {lastPage + 1 < totalPages && last.currentData && (
          <Button variant="outlined" size="large" fullWidth onClick={onShowMore} sx={{ mt: 2.5 }}>
            {t('catalogue.category.showMore')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
