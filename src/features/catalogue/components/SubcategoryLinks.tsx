import { Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetSubCategoriesQuery } from '../api';

const skeletonLineCount = 6;

type SubcategoryLinksProps = {
  /** The parent category's id, or its name (the brand line). */
  parent: number | string;
  /** Columns of links on the widest boards. */
  columns?: number;
};

/** The subcategories of one parent as links to their pages, for the header's boards. */
export function SubcategoryLinks({ parent, columns = 2 }: SubcategoryLinksProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { currentData: children, isError, isFetching, refetch } = useGetSubCategoriesQuery(parent);

  if (!children) {
    if (isError && !isFetching) {
      return (
        <Stack role="alert" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('layout.board.error')}</Typography>
          <Button size="small" variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      );
    }
    return (
      <Box role="status" aria-busy="true" aria-label={t('layout.board.loading')}>
        {Array.from({ length: skeletonLineCount }, (_, index) => (
          <Skeleton key={index} variant="text" sx={{ width: `${55 + ((index * 17) % 35)}%`, fontSize: 15, my: 0.75 }} />
        ))}
      </Box>
    );
  }
  if (children.length === 0) {
    return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('layout.board.empty')}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, columnCount: { md: Math.min(columns, 2), lg: columns }, columnGap: 4 }}
    >
      {children.map((child) => (
        <Box component="li" key={child.id} sx={{ breakInside: 'avoid' }}>
          <Link
            component={RouterLink}
            to={`/categoryDetail/${child.id}`}
            color="text.primary"
            sx={{ display: 'inline-block', py: 0.75, fontSize: 15 }}
          >
            {localizedName(child, language)}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
