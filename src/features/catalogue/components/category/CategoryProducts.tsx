import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../../components/product/ProductCard';
import { ProductCardSkeleton } from '../../../../components/product/ProductCardSkeleton';
import { productAspectRatio } from '../../../../components/product/productImage';
import { InlineLoadFailure } from '../../../../components/InlineLoadFailure';
import { QueryView, readFailed } from '../../../../components/QueryView';
import { RenderWhenNear } from '../../../../components/RenderWhenNear';
import ui from '../../../../components/ui.module.css';
import { FavouriteButton } from '../../../favourites/FavouriteButton';
import { useGetProductsByCategoryQuery } from '../../categoryApi';
import type { CategoryProductsRequest } from '../../types';
import styles from './CategoryProducts.module.css';

const skeletons = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`}>
      <ProductCardSkeleton />
    </li>
  ));

/** The first page's grid while it loads. */
export function CategoryGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.grid}>{skeletons(8)}</ul>
    </div>
  );
}

/** Cards the widest grid shows in its first row. */
const firstScreenCards = 4;
/**
 * Cards of a page rendered with it: the first row. The rest render as they near the screen, the next rows a frame
 * later, so their pictures are asked for after the first screen's have been painted.
 */
const renderedAtOnce = firstScreenCards;

/** A card's room until it renders: its picture's shape and about its text's height. */
function CardRoom() {
  return <div className={styles.cardRoom} style={{ aspectRatio: productAspectRatio }} />;
}

/** The `<li>`s of one page of cards: skeletons while it loads, an inline retry if it fails. */
function ProductPageItems({ request }: { request: CategoryProductsRequest }) {
  const { t } = useTranslation();
  const pageRead = useGetProductsByCategoryQuery(request);
  // The first row of the first page is on the first screen (a first card is often its largest picture); the
  // cards further down render as the shopper scrolls towards them, in a placeholder of their size meanwhile.
  const firstRow = request.page === 0 ? firstScreenCards : 0;
  return (
    <QueryView
      query={{ ...pageRead, data: pageRead.currentData }}
      loading={skeletons(request.page === 0 ? 8 : 4)}
      failure={(retry) => (
        <li className={styles.pageError}>
          <InlineLoadFailure message={t('catalogue.category.moreError')} onRetry={retry} />
        </li>
      )}
    >
      {(productPage) =>
        productPage.content.map((product, index) => {
          const card = <ProductCard product={product} eager={index < firstRow} action={<FavouriteButton productId={product.id} />} />;
          return (
            <li key={product.id}>
              {index < renderedAtOnce ? card : <RenderWhenNear placeholder={<CardRoom />} margin="400px">{card}</RenderWhenNear>}
            </li>
          );
        })
      }
    </QueryView>
  );
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
  const loadingMore = !last.currentData && !readFailed({ ...last, data: last.currentData });

  const shownShare = totalElements === 0 ? 1 : shown / totalElements;

  return (
    <div>
      <ul className={styles.grid}>
        {pages.map((page) => (
          <ProductPageItems key={page} request={{ ...firstPage, page }} />
        ))}
      </ul>
      {loadingMore && (
        <div role="status" className={ui.visuallyHidden}>
          {t('catalogue.category.loading')}
        </div>
      )}
      <div className={styles.footer}>
        <p className={styles.shown}>{t('catalogue.category.shown', { shown, total: totalElements })}</p>
        <div aria-hidden className={styles.progress}>
          <div className={styles.progressBar} style={{ transform: `scaleX(${shownShare})` }} />
        </div>
        {lastPage + 1 < totalPages && last.currentData && (
          <button type="button" className={`${ui.button} ${ui.outlined} ${ui.large} ${styles.showMore}`} onClick={onShowMore}>
            {t('catalogue.category.showMore')}
          </button>
        )}
      </div>
    </div>
  );
}
