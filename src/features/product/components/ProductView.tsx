import { startTransition, Suspense, useCallback, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pictureSources } from '../../../components/product/productImage';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { RatingLine } from '../../../components/product/RatingLine';
import { RenderWhenNear } from '../../../components/RenderWhenNear';
import { TextsGate } from '../../../components/TextsGate';
import { preloadableLazy } from '../../../components/preloadableLazy';
import { lazyThemed } from '../../../components/theme/ThemeScope';
import { wasFirstPageDrawn } from '../../../components/useHydrated';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ProductDetail } from '../types';
import { useProductReviews } from '../useProductReviews';
import { ImageGallery } from './ImageGallery';
import { PurchaseSkeleton } from './ProductDetailSkeleton';
import { ProductPrice } from './ProductPrice';
import layout from './productLayout.module.css';
import styles from './ProductView.module.css';

// The controls (plain CSS, like the rest of the first screen) come in a chunk of their own: the picture, name and
// price (the largest paint) do not wait for them. On the page a shopper lands on, they are fetched once that picture is
// on the screen, so that their scripts and the reviews' reads do not share a phone's bandwidth and processor with it.
const ProductBuying = preloadableLazy(() =>
  import(/* webpackChunkName: "product-buying" */ './ProductBuying').then(({ ProductBuying }) => ProductBuying),
);
// Below the fold, with their dialogs and lists: their own chunk, fetched as the shopper scrolls towards them.
const ReviewsSection = lazyThemed(() =>
  import(/* webpackChunkName: "product-more" */ './ReviewsSection').then(({ ReviewsSection }) => ReviewsSection),
);
const SimilarProducts = lazyThemed(() =>
  import(/* webpackChunkName: "product-more" */ './SimilarProducts').then(({ SimilarProducts }) => SimilarProducts),
);

// The room the sections take until they render (the reviews' anchor included, for the rating link's jump).
const reviewsRoom = <div id="reviews" className={styles.reviewsRoom} />;
const similarRoom = <div className={styles.similarRoom} />;

/** Whether the browser opened the shop at `pathname` (a landing), rather than a link inside the shop leading there. */
function openedAt(pathname: string): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return navigation !== undefined && new URL(navigation.name).pathname === pathname;
}

/** Only the product page a visit starts on holds its controls back for its picture, and only the first time. */
let landing = true;

/** False until the first picture has been shown on the product page the visit starts on; true at once elsewhere. */
function usePictureShown(): [shown: boolean, onFirstShown: () => void] {
  const { pathname } = useLocation();
  // A page the server drew has its picture and controls in its HTML already: nothing to hold back (the server, which
  // has no navigation, draws them too).
  const [shown, setShown] = useState(() => wasFirstPageDrawn() || !(landing && openedAt(pathname)));
  const onFirstShown = useCallback(() => {
    landing = false;
    // A transition: the controls' render is sliced, so a tap meanwhile is answered at once (Total Blocking Time).
    startTransition(() => setShown(true));
  }, []);
  return [shown, onFirstShown];
}

/**
 * The reviews, read from the moment `wanted` turns true (the page's first picture is shown) and rendered as they near
 * the screen. The reads live here rather than in ProductView: each of their answers re-renders this section only, not
 * the whole page with its gallery and controls.
 */
function ProductReviews({ product, wanted }: { product: ProductDetail; wanted: boolean }) {
  const { reviews } = useProductReviews(wanted ? product.id : skipToken);
  return (
    <RenderWhenNear placeholder={reviewsRoom}>
      <Suspense fallback={reviewsRoom}>
        {/* The reviews' texts are not among a product landing's first ones (i18n/texts.ts): they wait for the rest. */}
        <TextsGate>
          <ReviewsSection averageRating={product.averageRating} reviewCount={product.reviewCount} reviews={reviews} />
        </TextsGate>
      </Suspense>
    </RenderWhenNear>
  );
}

/** The product page once the product is here: gallery, details and buying, then reviews and similar ones. */
/**
 * The code of what a page the server drew shows at once (the buying block), fetched with the page's own: so the page
 * hydrates in one pass, where a part hydrated later would lose the taps made on it meanwhile.
 */
export function preloadDrawnParts(): Promise<unknown> {
  return ProductBuying.preload();
}

export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pictureShown, onFirstShown] = usePictureShown();
  const name = localizedName(product, language);
  const description = (language === 'ru' ? product.descriptionRUS || product.descriptionUZB : product.descriptionUZB || product.descriptionRUS).trim();
  const images = product.productImages.map(pictureSources).filter((picture) => picture !== null);
  // The most specific category is listed last; it is the most useful step back.
  const category = product.categories.at(-1);
  const rated = product.reviewCount > 0 && product.averageRating !== null;

  return (
    <>
      <title>{`${name} — ${t('app.name')}`}</title>
      <Breadcrumbs
        label={t('product.breadcrumbs')}
        trail={[{ to: '/', label: t('product.home') }, ...(category ? [{ to: `/categoryDetail/${category.id}`, label: localizedName(category, language) }] : [])]}
        current={name}
        className={styles.breadcrumbs}
      />

      <div className={layout.layout}>
        <div className={layout.galleryColumn}>
          <ImageGallery
            images={images}
            label={t('product.gallery.label', { name })}
            altFor={(index) => t('product.gallery.imageAlt', { name, index, count: images.length })}
            onFirstShown={onFirstShown}
          />
        </div>

        <div className={styles.column}>
          <div>
            <p className={styles.brand}>{product.brand.name}</p>
            <h1 className={styles.name}>{name}</h1>
            {rated && (
              <a href="#reviews" className={styles.ratingLink}>
                <RatingLine rating={product.averageRating ?? 0} reviewCount={product.reviewCount} />
              </a>
            )}
            <ProductPrice sellPrice={product.sellPrice} sale={product.sale} salePrice={product.salePrice} />
          </div>
          {pictureShown ? (
            <Suspense fallback={<PurchaseSkeleton />}>
              <ProductBuying product={product} />
            </Suspense>
          ) : (
            <PurchaseSkeleton />
          )}
          <section aria-labelledby="product-description">
            <h2 id="product-description" className={styles.descriptionTitle}>
              {t('product.description.title')}
            </h2>
            {description && <p className={styles.description}>{description}</p>}
            <p className={styles.reference}>{t('product.description.reference', { reference: product.referenceNumber })}</p>
          </section>
        </div>
      </div>

      <hr className={styles.divider} />
      {/* Below the fold: rendered (and similar products asked for) as they near the screen, not with the first one. */}
      <ProductReviews product={product} wanted={pictureShown} />
      <div className={styles.similar}>
        <RenderWhenNear placeholder={similarRoom}>
          <Suspense fallback={similarRoom}>
            <SimilarProducts product={product} />
          </Suspense>
        </RenderWhenNear>
      </div>
    </>
  );
}
