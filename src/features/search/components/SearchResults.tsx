import { Box, Button, List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl } from '../../../components/product/thumbnailUrl';
import { Price } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ProductCard } from '../../../components/product/types';

// Product photos are 3:4; the row reserves that box before the picture arrives.
const thumbnail = { width: 48, height: 64 } as const;
const thumbnailBackground = '#EEE8E1';
const skeletonRowCount = 4;
const statusMarkSx = { fontSize: 12, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' } as const;

export function SearchResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('search.loading')}>
      {Array.from({ length: skeletonRowCount }, (_, index) => (
        <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1, px: 1 }} data-testid="search-result-skeleton">
          <Skeleton variant="rounded" width={thumbnail.width} height={thumbnail.height} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ width: '70%', fontSize: 15 }} />
            <Skeleton variant="text" sx={{ width: '35%', fontSize: 14 }} />
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

export function NoSearchResults() {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 5, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ fontWeight: 700, fontSize: 17 }}>{t('search.notFound')}</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, maxWidth: 320 }}>{t('search.notFoundHint')}</Typography>
    </Stack>
  );
}

type SearchResultsProps = {
  products: ProductCard[];
  /** Called as a result is opened: the overlay saves the search and closes. */
  onOpen: () => void;
  onShowAll: () => void;
};

/**
 * Live results with the picture, the name and the colour in the interface language, so colours of one item
 * tell apart; inactive ones dimmed and marked, sold-out ones marked.
 */
export function SearchResults({ products, onOpen, onShowAll }: SearchResultsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <Box component="section" aria-labelledby="search-results-heading">
      <Typography id="search-results-heading" component="h2" sx={{ fontSize: 15, fontWeight: 700, mb: 0.5 }}>
        {t('search.results')}
      </Typography>
      <List disablePadding>
        {products.map((product) => {
          const name = localizedName(product, language);
          const image = thumbnailUrl(product.productImages[0]);
          return (
            <ListItem key={product.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/productDetail/${product.id}`}
                onClick={onOpen}
                data-inactive={!product.active || undefined}
                sx={{ gap: 1.5, px: 1, py: 1, borderRadius: 1, alignItems: 'center', opacity: product.active ? 1 : 0.5 }}
              >
                <Box
                  sx={{
                    flexShrink: 0,
                    ...thumbnail,
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: thumbnailBackground,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {image ? (
                    <Box
                      component="img"
                      src={image}
                      alt=""
                      width={thumbnail.width}
                      height={thumbnail.height}
                      loading="lazy"
                      decoding="async"
                      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : (
                    <CheckroomOutlinedIcon sx={{ color: 'rgba(20, 20, 20, 0.3)' }} aria-hidden />
                  )}
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontSize: 15, lineHeight: 1.35, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
                    {name}
                  </Typography>
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.25 }} data-testid="search-result-color">
                    <Box
                      aria-hidden
                      sx={{ flexShrink: 0, width: 12, height: 12, borderRadius: '50%', bgcolor: product.color.colorCode, boxShadow: 'inset 0 0 0 1px rgba(20, 20, 20, 0.25)' }}
                    />
                    <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                      {localizedName(product.color, language)}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', mt: 0.25, flexWrap: 'wrap' }}>
                    <Price sellPrice={product.sellPrice} salePrice={product.salePrice} size="small" />
                    {!product.active ? (
                      <Typography component="span" sx={statusMarkSx}>
                        {t('search.inactive')}
                      </Typography>
                    ) : (
                      !product.inStock && (
                        <Typography component="span" sx={{ ...statusMarkSx, color: 'error.main' }}>
                          {t('search.soldOut')}
                        </Typography>
                      )
                    )}
                  </Stack>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Button fullWidth variant="outlined" onClick={onShowAll} sx={{ mt: 1.5 }}>
        {t('search.showAll')}
      </Button>
    </Box>
  );
}
