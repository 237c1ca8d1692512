import { useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../../app/config';
import { productAspectRatio, productImageBackground, productImageSize } from '../../../../components/product/productImage';
import { useGetLookCollectionQuery } from '../../api';
import type { Look } from '../../types';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';

export const teaserLookCount = 4;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${teaserLookCount}, minmax(0, 1fr))` },
  gap: { xs: 1.5, md: 3 },
} as const;

function LookTile({ look }: { look: Look }) {
  const { t } = useTranslation();
  const image = mediaUrl(look.images[0]?.url);
  return (
    <Box
      component={RouterLink}
      to={`/looksDetail/${look.id}`}
      sx={{
        display: 'block',
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: productAspectRatio,
        bgcolor: productImageBackground,
        color: '#ffffff',
        textDecoration: 'none',
        '&:hover img, &:focus-visible img': { transform: 'scale(1.03)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      {image && (
        <Box
          component="img"
          src={image}
          alt=""
          width={productImageSize.width}
          height={productImageSize.height}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 300ms ease' }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: 1.5,
          pt: 5,
          background: 'linear-gradient(to top, rgba(20, 20, 20, 0.6), rgba(20, 20, 20, 0))',
        }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: { xs: 15, md: 17 } }}>
          {t('catalogue.home.looks.name', { id: look.id })}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontSize: 13, opacity: 0.9 }}>
          {t('catalogue.home.looks.items', { count: look.products.length })}
        </Typography>
      </Box>
    </Box>
  );
}

/** A glimpse of the looks (outfits put together by the shop) with a way to all of them. */
export function LooksTeaser() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: looks, isError, isFetching, refetch } = useGetLookCollectionQuery();

  if (looks?.length === 0) return null;

  const content = (() => {
    if (!looks) {
      if (isError && !isFetching) return <LoadError message={t('catalogue.home.looks.error')} onRetry={() => void refetch()} />;
      return (
        <Box component="ul" role="status" aria-label={t('catalogue.home.looks.loading')} sx={gridSx}>
          {Array.from({ length: teaserLookCount }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: productAspectRatio, borderRadius: 2 }} />
            </li>
          ))}
        </Box>
      );
    }
    return (
      <Box component="ul" aria-labelledby={titleId} sx={gridSx}>
        {looks.slice(0, teaserLookCount).map((look) => (
          <li key={look.id}>
            <LookTile look={look} />
          </li>
        ))}
      </Box>
    );
  })();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <SectionHeader
        id={titleId}
        title={t('catalogue.home.looks.title')}
        subtitle={t('catalogue.home.looks.subtitle')}
        more={{ to: '/looks', text: t('catalogue.home.seeAll'), label: t('catalogue.home.looks.all') }}
      />
      {content}
    </Box>
  );
}
