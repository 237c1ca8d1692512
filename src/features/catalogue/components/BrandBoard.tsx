import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { brandLineName } from '../../../app/config';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetCategoryBlocksQuery } from '../api';
import { CategoryTile } from './CategoryTile';
import { SubcategoryLinks } from './SubcategoryLinks';

const popularTileCount = 6;

type BrandBoardProps = { id: string };

/**
 * The header's brand board: the shop's own line (its subcategories, found by the line's name) beside the
 * MENU_2 block of most sought-after sections.
 */
export function BrandBoard({ id }: BrandBoardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: popular } = useGetCategoryBlocksQuery('MENU_2');

  return (
    <Box
      id={id}
      role="region"
      aria-label={t('layout.board.brandLabel')}
      sx={{ display: 'grid', gridTemplateColumns: { md: '260px 1fr' }, minHeight: 320 }}
    >
      <Box sx={{ px: 3, py: 3, borderRight: 1, borderColor: 'divider' }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', letterSpacing: '0.16em', lineHeight: 2 }}>
          {t('layout.board.collection')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mb: 1.5 }}>
          {t('layout.header.brand')}
        </Typography>
        <SubcategoryLinks parent={brandLineName} columns={1} />
      </Box>
      <Box sx={{ px: 4, py: 3, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontSize: 15, fontWeight: 700, mb: 2 }}>
          {t('layout.board.popular')}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 2 }}
        >
          {popular
            ? popular.slice(0, popularTileCount).map((block) => (
                <li key={block.id}>
                  <CategoryTile category={block.category} language={language} />
                </li>
              ))
            : Array.from({ length: popularTileCount }, (_, index) => (
                <li key={index} aria-hidden>
                  <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }} />
                </li>
              ))}
        </Box>
      </Box>
    </Box>
  );
}
