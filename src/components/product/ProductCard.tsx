import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../app/config';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { Price } from '../Price';
import { visuallyHidden } from '../visuallyHidden';
import { RatingLine } from './RatingLine';
import { productAspectRatio, productImageBackground, productImageSize } from './productImage';
import type { ProductCard as ProductCardData } from './types';

type ProductCardProps = {
  product: ProductCardData;
  /** Called when the card's link is followed (e.g. to close the overlay that shows it). */
  onOpen?: () => void;
  /**
   * A control drawn top-right over the picture, outside the link: features pass their heart button
   * (shared components do not import features).
   */
  action?: ReactNode;
  /** On the first screen: the picture is fetched at once, not when the browser gets round to lazy images. */
  eager?: boolean;
};

const badgeSx = {
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.5,
  textTransform: 'uppercase',
} as const;

/**
 * One product in a list: a link to its page with the picture, badges, name, price and rating. The link's
 * name is the product name; the badges, price and rating are its description.
 */
export function ProductCard({ product, onOpen, action, eager = false }: ProductCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const nameId = `${id}-name`;
  const badgesId = `${id}-badges`;
  const statusId = `${id}-status`;
  const priceId = `${id}-price`;
  const ratingId = `${id}-rating`;
  const name = localizedName(product, language);
  const image = mediaUrl(product.productImages[0]?.url);
  const unavailable = !product.active ? t('productCard.inactive') : !product.inStock ? t('productCard.soldOut') : null;
  const onSale = product.sale > 0 && product.salePrice !== null;
  const rated = product.reviewCount > 0 && product.averageRating !== null;
  const hasBadges = product.isNew || onSale;
  const describedBy = [hasBadges && badgesId, unavailable && statusId, priceId, rated && ratingId].filter(Boolean).join(' ');

  return (
    <Box component="article" sx={{ position: 'relative', minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={`/productDetail/${product.id}`}
        onClick={onOpen}
        aria-labelledby={nameId}
        aria-describedby={describedBy}
        sx={{
          display: 'block',
          color: 'text.primary',
          textDecoration: 'none',
          borderRadius: 2,
          outlineOffset: 3,
          '&:hover img, &:focus-visible img': { transform: 'scale(1.03)' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: productAspectRatio,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: productImageBackground,
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              // The name follows as text; repeating it as alt text would make a screen reader say it twice.
              alt=""
              width={productImageSize.width}
              height={productImageSize.height}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
              sx={{
                display: 'block',
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                transition: 'transform 300ms ease, opacity 200ms ease',
                opacity: unavailable ? 0.45 : 1,
                filter: unavailable ? 'grayscale(0.6)' : 'none',
              }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontSize: 56, fontWeight: 700, color: 'rgba(20, 20, 20, 0.18)' }}
            >
              {name.charAt(0).toUpperCase()}
            </Box>
          )}
          <Box id={badgesId} sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            {product.isNew && (
              <Box component="span" sx={{ ...badgeSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {t('productCard.new')}
              </Box>
            )}
            {onSale && (
              <Box component="span" sx={{ ...badgeSx, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                <span aria-hidden>{t('productCard.discount', { percent: product.sale })}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('productCard.discountLabel', { percent: product.sale })}
                </Box>
              </Box>
            )}
          </Box>
          {unavailable && (
            <Box
              component="span"
              id={statusId}
              sx={{
                position: 'absolute',
                left: 8,
                right: 8,
                bottom: 8,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'rgba(255, 255, 255, 0.9)',
                textAlign: 'center',
                fontSize: 12,
                fontWeight: 700,
                color: 'text.primary',
              }}
            >
              {unavailable}
            </Box>
          )}
        </Box>
        <Box sx={{ pt: 1.25, opacity: unavailable ? 0.6 : 1 }}>
          <Typography
            id={nameId}
            component="h3"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              fontSize: { xs: 14, md: 15 },
              fontWeight: 500,
              lineHeight: 1.35,
              minHeight: '2.7em',
            }}
          >
            {name}
          </Typography>
          <Box id={priceId} sx={{ mt: 0.5 }}>
            <Price sellPrice={product.sellPrice} salePrice={onSale ? product.salePrice : null} size="small" />
          </Box>
          {rated && (
            <Box id={ratingId} sx={{ mt: 0.5 }}>
              <RatingLine rating={product.averageRating ?? 0} reviewCount={product.reviewCount} />
            </Box>
          )}
        </Box>
      </Box>
      {action && <Box sx={{ position: 'absolute', top: 6, right: 6, zIndex: 1 }}>{action}</Box>}
    </Box>
  );
}
