import { Button, Container } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import EastIcon from '@mui/icons-material/East';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LandingReader } from '../../app/store';
import { recordId } from '../../components/positiveInteger';
import { QueryView, readFailed } from '../../components/QueryView';
import { bothReads } from '../../components/bothReads';
import { StatusMessage } from '../../components/StatusMessage';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { catalogueApi, useGetSubCategoriesQuery } from './api';
import { categoryApi, useGetCategoryByIdQuery } from './categoryApi';
import { CategoryGrid, CategoryGridLoading } from './components/CategoryGrid';
import { CategoryTile } from './components/CategoryTile';
import { PageHeading } from './components/PageHeading';
import { isNotFound } from './routeParams';

/**
 * The reads of a catalogue's first screen, its heading (the category) and its subcategories' tiles, made before its
 * first render with the ids the page's hooks ask for, so that they find the answers cached.
 */
export const readLandingCatalog: LandingReader = (params, _search, dispatch) => {
  const id = recordId(params.id);
  if (id === undefined) return [];
  return [dispatch(categoryApi.endpoints.getCategoryById.initiate(id)), dispatch(catalogueApi.endpoints.getSubCategories.initiate(id))];
};

/** /catalog/{id}: one top-level category, its subcategories as tiles and a way to all its products. */
export function CatalogPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = recordId(useParams().id);
  const category = useGetCategoryByIdQuery(id ?? skipToken);
  const children = useGetSubCategoriesQuery(id ?? skipToken);
  const trail = [{ to: '/catalogs', label: t('catalogue.catalogs.title') }];

  if (id === undefined || isNotFound(category.error)) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <StatusMessage
          icon={<SearchOffOutlinedIcon />}
          message={t('catalogue.catalog.notFound')}
          action={
            <Button component={RouterLink} to="/catalogs" variant="contained">
              {t('catalogue.category.toCatalogs')}
            </Button>
          }
        />
      </Container>
    );
  }

  const name = category.data ? localizedName(category.data, language) : null;
  const allProducts = (
    <Button component={RouterLink} to={`/categoryDetail/${id}`} variant="outlined" endIcon={<EastIcon />} sx={{ flexShrink: 0 }}>
      {t('catalogue.catalog.allProducts')}
    </Button>
  );
  const both = bothReads(category, children);
  const failed = readFailed(both);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageHeading
        title={name ?? (failed ? t('pages.catalog') : null)}
        trail={trail}
        subtitle={category.data ? t('catalogue.category.count', { count: category.data.productCount }) : undefined}
        aside={category.data && children.data && children.data.length > 0 ? allProducts : undefined}
      />
      <QueryView
        query={both}
        loading={<CategoryGridLoading label={t('catalogue.catalog.loading')} />}
        failure={t('catalogue.catalog.error')}
        isEmpty={([, subcategories]) => subcategories.length === 0}
        empty={<StatusMessage icon={<CheckroomOutlinedIcon />} message={t('catalogue.catalog.empty')} action={allProducts} />}
      >
        {([, subcategories]) => (
          <CategoryGrid aria-label={t('catalogue.catalog.subcategories')}>
            {subcategories.map((child) => (
              <li key={child.id}>
                <CategoryTile category={child} language={language} />
              </li>
            ))}
          </CategoryGrid>
        )}
      </QueryView>
    </Container>
  );
}
