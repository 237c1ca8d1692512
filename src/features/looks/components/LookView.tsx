import { useId } from 'react';
import { Box, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { useFormatPrice } from '../../../components/Price';
import { ProductGrid } from '../../../components/product/ProductGrid';
import type { ProductCard } from '../../../components/product/types';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { ImageGallery } from '../../product/components/ImageGallery';
import type { Look } from '../types';
import { OtherLooks } from './OtherLooks';

/** What the whole look costs today: each product at the price it is sold for, the ones still on sale only. */
export function lookTotal(products: ProductCard[]): number {
  return products
    .filter((product) => product.active && product.inStock)
    .reduce((sum, product) => sum + (product.salePrice !== null && product.salePrice < product.sellPrice ? product.salePrice : product.sellPrice), 0);
}

/** A look: its pictures beside a short summary, then the products in it, then other looks. */
export function LookView({ look }: { look: Look }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const productsHeadingId = useId();
  const { language } = useLanguage();
  const name = localizedName(look, language) || t('looks.name', { id: look.id });
  const images = look.images.map((image) => mediaUrl(image.url)).filter((url): url is string => url !== null);
  const total = lookTotal(look.products);
  const twoUp = images.length >= 2;

  return (
    <>
      <title>{`${name} — ${t('app.name')}`}</title>
      <Breadcrumbs aria-label={t('looks.detail.breadcrumbs')} sx={{ mb: { xs: 1.5, md: 3 }, fontSize: 13 }}>
        <Link component={RouterLink} to="/" color="text.secondary">
          {t('looks.detail.home')}
        </Link>
        <Link component={RouterLink} to="/looks" color="text.secondary">
          {t('looks.title')}
        </Link>
        <Typography aria-current="page" sx={{ fontSize: 13, color: 'text.primary' }}>
          {name}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          // Two pictures share two thirds of the row; a single one takes a third, and the summary the rest.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: twoUp ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: { xs: 2.5, md: 4 },
          alignItems: 'end',
        }}
      >
        <Box sx={{ mx: { xs: -2, sm: 0 } }}>
          <ImageGallery
            images={images}
            wideLayout={twoUp ? 'grid' : 'column'}
            label={t('looks.detail.gallery', { name })}
            altFor={(index) => t('looks.detail.imageAlt', { name, index })}
          />
        </Box>
        <Stack spacing={2} sx={{ pb: { md: 1 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main', letterSpacing: '0.16em', lineHeight: 1.5 }}>
            {t('looks.overline')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 34 }, lineHeight: 1.15, mt: '4px !important' }}>
            {name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 15, lineHeight: 1.6 }}>{t('looks.detail.intro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, py: 1.5, borderBlock: '1px solid', borderColor: 'divider' }}>
            <Box>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('looks.detail.itemsLabel')}</Typography>
              <Typography sx={{ fontWeight: 700, fontSize: 17 }}>{t('looks.items', { count: look.products.length })}</Typography>
            </Box>
            {total > 0 && (
              <Box>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('looks.detail.totalLabel')}</Typography>
                <Typography sx={{ fontWeight: 700, fontSize: 17 }}>{formatPrice(total)}</Typography>
              </Box>
            )}
          </Box>
          {look.products.length > 0 && (
            <Button
              href="#look-products"
              variant="contained"
              size="large"
              endIcon={<ArrowDownwardRoundedIcon />}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, height: 48 }}
            >
              {t('looks.detail.shopTheLook')}
            </Button>
          )}
        </Stack>
      </Box>

      <Box component="section" id="look-products" aria-labelledby={productsHeadingId} sx={{ mt: { xs: 5, md: 7 }, scrollMarginTop: 88 }}>
        <Typography id={productsHeadingId} variant="h2" sx={{ fontSize: { xs: 20, md: 24 }, mb: { xs: 2, md: 3 } }}>
          {t('looks.detail.productsTitle')}
        </Typography>
        {look.products.length > 0 ? (
          <ProductGrid products={look.products} renderAction={(product) => <FavouriteButton productId={product.id} />} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('looks.detail.noProducts')}</Typography>
        )}
      </Box>

      <Box sx={{ mt: { xs: 6, md: 9 } }}>
        <OtherLooks currentLookId={look.id} />
      </Box>
    </>
  );
}
