import { lazy, Suspense } from 'react';
import { Box, Breadcrumbs, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { RatingLine } from '../../../components/product/RatingLine';
import { RenderWhenNear } from '../../../components/RenderWhenNear';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ProductDetail } from '../types';
import { useProductReviews } from '../useProductReviews';
import { ColourSwatches } from './ColourSwatches';
import { ImageGallery } from './ImageGallery';
import { productLayoutSx } from './productLayout';
import { ProductPrice } from './ProductPrice';
import { PurchasePanel } from './PurchasePanel';
import { ShopFacts } from './ShopFacts';

// Below the fold, with their dialogs and lists: their own chunk, fetched as the shopper scrolls towards them.
const ReviewsSection = lazy(() =>
  import(/* webpackChunkName: "product-more" */ './ReviewsSection').then(({ ReviewsSection }) => ({ default: ReviewsSection })),
);
const SimilarProducts = lazy(() =>
  import(/* webpackChunkName: "product-more" */ './SimilarProducts').then(({ SimilarProducts }) => ({ default: SimilarProducts })),
);

// The room the sections take until they render (the reviews' anchor included, for the rating link's jump).
const reviewsRoom = <Box id="reviews" sx={{ minHeight: 320 }} />;
const similarRoom = <Box sx={{ minHeight: { xs: 420, md: 520 } }} />;

/** The product page once the product is here: gallery, details and buying, then reviews and similar ones. */
export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { reviews } = useProductReviews(product.id);
  const name = localizedName(product, language);
  const description = (language === 'ru' ? product.descriptionRUS || product.descriptionUZB : product.descriptionUZB || product.descriptionRUS).trim();
  const images = product.productImages.map((image) => mediaUrl(image.url)).filter((url): url is string => url !== null);
  // The most specific category is listed last; it is the most useful step back.
  const category = product.categories.at(-1);
  const rated = product.reviewCount > 0 && product.averageRating !== null;

  return (
    <>
      <title>{`${name} — ${t('app.name')}`}</title>
      <Breadcrumbs aria-label={t('product.breadcrumbs')} sx={{ mb: { xs: 1.5, md: 3 }, fontSize: 13, '& ol': { flexWrap: 'nowrap' } }}>
        <Link component={RouterLink} to="/" color="text.secondary">
          {t('product.home')}
        </Link>
        {category && (
          <Link component={RouterLink} to={`/categoryDetail/${category.id}`} color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {localizedName(category, language)}
          </Link>
        )}
        <Typography
          aria-current="page"
          sx={{ fontSize: 13, color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: { xs: 160, sm: 360 } }}
        >
          {name}
        </Typography>
      </Breadcrumbs>

      <Box sx={productLayoutSx}>
        <Box sx={{ mx: { xs: -2, sm: 0 } }}>
          <ImageGallery
            images={images}
            label={t('product.gallery.label', { name })}
            altFor={(index) => t('product.gallery.imageAlt', { name, index, count: images.length })}
          />
        </Box>

        <Stack spacing={3}>
          <Box>
            <Typography
              component="p"
              sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: 'text.secondary', mb: 0.75 }}
            >
              {product.brand.name}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, lineHeight: 1.2, mb: 1.25 }}>
              {name}
            </Typography>
            {rated && (
              <Link href="#reviews" underline="none" sx={{ display: 'inline-block', mb: 1 }}>
                <RatingLine rating={product.averageRating ?? 0} reviewCount={product.reviewCount} />
              </Link>
            )}
            <ProductPrice sellPrice={product.sellPrice} sale={product.sale} salePrice={product.salePrice} />
          </Box>
          <ColourSwatches color={product.color} variants={product.colorVariants} />
          <PurchasePanel product={product} />
          <ShopFacts />
          <Box component="section" aria-labelledby="product-description">
            <Typography id="product-description" component="h2" sx={{ fontSize: 16, fontWeight: 700, mb: 1 }}>
              {t('product.description.title')}
            </Typography>
            {description && <Typography sx={{ fontSize: 15, lineHeight: 1.65, whiteSpace: 'pre-line', mb: 1.5 }}>{description}</Typography>}
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t('product.description.reference', { reference: product.referenceNumber })}
            </Typography>
          </Box>
        </Stack>
      </Box>

      <Divider sx={{ my: { xs: 4, md: 6 } }} />
      {/* Below the fold: rendered (and similar products asked for) as they near the screen, not with the first one. */}
      <RenderWhenNear placeholder={reviewsRoom}>
        <Suspense fallback={reviewsRoom}>
          <ReviewsSection averageRating={product.averageRating} reviewCount={product.reviewCount} reviews={reviews} />
        </Suspense>
      </RenderWhenNear>
      <Box sx={{ mt: { xs: 5, md: 8 } }}>
        <RenderWhenNear placeholder={similarRoom}>
          <Suspense fallback={similarRoom}>
            <SimilarProducts product={product} />
          </Suspense>
        </RenderWhenNear>
      </Box>
    </>
  );
}
