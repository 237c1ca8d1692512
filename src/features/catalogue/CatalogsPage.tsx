import { Container } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import { useTranslation } from 'react-i18next';
import type { LandingReader } from '../../app/store';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { catalogueApi, useGetParentCategoriesQuery } from './api';
import { CategoryGrid, CategoryGridLoading } from './components/CategoryGrid';
import { CategoryTile } from './components/CategoryTile';
import { PageHeading } from './components/PageHeading';

/**
 * The read of the catalogues' first screen, the top-level categories (the page's only one), made before its first
 * render: the server draws their tiles (pictures, names, links) and the browser hydrates them from the same answer.
 */
export const readLandingCatalogs: LandingReader = (_params, _search, dispatch) => [
  dispatch(catalogueApi.endpoints.getParentCategories.initiate()),
];

/** /catalogs: the top-level categories (the bottom bar's second entry); each opens its catalogue. */
export function CatalogsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const parentsRead = useGetParentCategoriesQuery();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageHeading title={t('catalogue.catalogs.title')} subtitle={t('catalogue.catalogs.subtitle')} />
      <QueryView
        query={parentsRead}
        loading={<CategoryGridLoading label={t('catalogue.catalogs.loading')} />}
        failure={t('catalogue.catalogs.error')}
        empty={<StatusMessage icon={<CheckroomOutlinedIcon />} message={t('catalogue.catalogs.empty')} />}
      >
        {(parents) => (
          <CategoryGrid>
            {parents.map((parent) => (
              <li key={parent.id}>
                <CategoryTile category={parent} language={language} to={`/catalog/${parent.id}`} />
              </li>
            ))}
          </CategoryGrid>
        )}
      </QueryView>
    </Container>
  );
}
