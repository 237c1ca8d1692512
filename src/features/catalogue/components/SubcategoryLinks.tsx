import { Box, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InlineLoadFailure } from '../../../components/InlineLoadFailure';
import { QueryView } from '../../../components/QueryView';
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
  const childrenRead = useGetSubCategoriesQuery(parent);

  return (
    <QueryView
      query={{ ...childrenRead, data: childrenRead.currentData }}
      loading={
        <Box role="status" aria-busy="true" aria-label={t('layout.board.loading')}>
          {Array.from({ length: skeletonLineCount }, (_, index) => (
            <Skeleton key={index} variant="text" sx={{ width: `${55 + ((index * 17) % 35)}%`, fontSize: 15, my: 0.75 }} />
          ))}
        </Box>
      }
      failure={(retry) => <InlineLoadFailure message={t('layout.board.error')} onRetry={retry} />}
      empty={<Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('layout.board.empty')}</Typography>}
    >
      {(subcategories) => (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, columnCount: { md: Math.min(columns, 2), lg: columns }, columnGap: 4 }}
        >
          {subcategories.map((child) => (
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
      )}
    </QueryView>
  );
}
