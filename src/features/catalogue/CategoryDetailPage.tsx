import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Container, Skeleton, Typography } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { visuallyHidden } from '../../components/visuallyHidden';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { useGetCategoryByIdQuery, useGetProductsByCategoryQuery } from './categoryApi';
import { ActiveFilters } from './components/category/ActiveFilters';
import { CategoryProducts, categoryGridSx } from './components/category/CategoryProducts';
import {
  activeFilterCount,
  categoryPageSize,
  filtersOf,
  noFilters,
  readCategoryView,
  updatedFilters,
  writeCategoryView,
  type CategoryView,
  type FiltersUpdate,
} from './components/category/categoryView';
import { colourSampleSize, coloursOf } from './components/category/filterOptions';
import { SortSelect } from './components/category/SortSelect';
import { ProductCardSkeleton } from '../../components/product/ProductCardSkeleton';
import { LoadError } from './components/LoadError';
import { PageHeading } from './components/PageHeading';
import { isNotFound, parseId } from './routeParams';

// The filters bring MUI's form fields and, on phones, a drawer: their own chunk, fetched at once on wide screens
// (where the panel shows beside the list) and at the first opening on phones, not with the list itself.
const FilterPanel = lazy(() =>
  import(/* webpackChunkName: "category-filters" */ './components/category/FilterPanel').then(({ FilterPanel }) => ({ default: FilterPanel })),
);
const FilterDrawer = lazy(() =>
  import(/* webpackChunkName: "category-filters" */ './components/category/FilterDrawer').then(({ FilterDrawer }) => ({ default: FilterDrawer })),
);

/**
 * /categoryDetail/{id}: the category's products with sort, filters and "show more". All of it lives in the
 * address (see categoryView), so back, reload and a shared link show the same list.
 */
export function CategoryDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const wide = useIsWideScreen();
  const id = parseId(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readCategoryView(searchParams);
  const filters = filtersOf(view);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so its closing animation runs.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const category = useGetCategoryByIdQuery(id ?? skipToken);
  const parentId = category.data?.parentId ?? null;
  const parent = useGetCategoryByIdQuery(parentId ?? skipToken);
  const firstPage = id === null ? null : { categoryId: id, size: categoryPageSize, sort: view.sort, ...filters, page: 0 };
  const first = useGetProductsByCategoryQuery(firstPage ?? skipToken);
  // The colours on offer are those of the unfiltered category, read once the filters are on screen.
  const colourSample = useGetProductsByCategoryQuery(
    id !== null && (wide || drawerOpen) ? { categoryId: id, page: 0, size: colourSampleSize, sort: 'new', ...noFilters } : skipToken,
  );
  const colours = colourSample.data ? coloursOf(colourSample.data.content) : colourSample.isError ? [] : undefined;

  /*
   * The router renders a new address as a transition, so a second change can come before the first is on screen
   * (a size, then at once a sort); built on this render's `view` it would undo the first. Changes build on the
   * view last asked for, which follows the address when something else changes it (back, a link).
   */
  const lastAsked = useRef(view);
  const asked = useRef<string[]>([]);
  const address = searchParams.toString();
  useEffect(() => {
    const ours = asked.current.indexOf(address);
    if (ours >= 0) {
      asked.current = asked.current.slice(ours + 1);
    } else {
      asked.current = [];
      lastAsked.current = readCategoryView(new URLSearchParams(address));
    }
  }, [address]);

  /** Sort and filter changes are history steps (back undoes them); "show more" replaces the entry. */
  const show = (next: CategoryView, replace = false) => {
    const params = writeCategoryView(next);
    lastAsked.current = next;
    asked.current.push(params.toString());
    setSearchParams(params, { replace, preventScrollReset: true });
  };
  const applyFilters = (update: FiltersUpdate) =>
    show({ ...lastAsked.current, ...updatedFilters(filtersOf(lastAsked.current), update), page: 0 });

  if (id === null || isNotFound(category.error) || isNotFound(first.error)) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <title>{`${t('pages.categoryDetail')} — ${t('app.name')}`}</title>
        <StatusMessage
          icon={<SearchOffOutlinedIcon />}
          message={t('catalogue.category.notFound')}
          action={
            <Button component={RouterLink} to="/catalogs" variant="contained">
              {t('catalogue.category.toCatalogs')}
            </Button>
          }
        />
      </Container>
    );
  }

  const page = first.currentData;
  const firstFailed = !page && first.isError && !first.isFetching;
  const name = category.data ? localizedName(category.data, language) : category.isError ? t('pages.categoryDetail') : null;
  const trail = [{ to: '/catalogs', label: t('catalogue.catalogs.title') }];
  if (parent.data) {
    trail.push({
      to: parent.data.parentId === null ? `/catalog/${parent.data.id}` : `/categoryDetail/${parent.data.id}`,
      label: localizedName(parent.data, language),
    });
  }
  const filterCount = activeFilterCount(filters);

  const content = (() => {
    if (firstFailed) return <LoadError message={t('catalogue.category.error')} onRetry={() => void first.refetch()} />;
    if (!page || !firstPage) {
      return (
        <Box role="status" aria-label={t('catalogue.category.loading')}>
          <Box component="ul" sx={categoryGridSx}>
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </Box>
        </Box>
      );
    }
    if (page.totalElements === 0) {
      return filterCount > 0 ? (
        <StatusMessage
          icon={<FilterAltOffOutlinedIcon />}
          message={t('catalogue.category.emptyFiltered')}
          action={
            <Button variant="contained" onClick={() => applyFilters(noFilters)}>
              {t('catalogue.category.filters.clearAll')}
            </Button>
          }
        />
      ) : (
        <StatusMessage
          icon={<CheckroomOutlinedIcon />}
          message={t('catalogue.category.empty')}
          action={
            <Button component={RouterLink} to="/catalogs" variant="outlined">
              {t('catalogue.category.toCatalogs')}
            </Button>
          }
        />
      );
    }
    const lastPage = Math.max(0, Math.min(view.page, page.totalPages - 1));
    return (
      <CategoryProducts
        firstPage={firstPage}
        lastPage={lastPage}
        totalElements={page.totalElements}
        totalPages={page.totalPages}
        onShowMore={() => show({ ...view, page: lastPage + 1 }, true)}
      />
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageHeading
        title={name}
        trail={trail}
        subtitle={
          page ? t('catalogue.category.count', { count: page.totalElements }) : firstFailed ? undefined : <Skeleton sx={{ width: 100 }} />
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '232px minmax(0, 1fr)' }, gap: { md: 4 }, alignItems: 'start' }}>
        {wide && (
          <Box
            component="aside"
            aria-labelledby="category-filters-title"
            sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100dvh - 104px)', overflowY: 'auto', pr: 1, pb: 2 }}
          >
            <Typography id="category-filters-title" variant="h2" sx={{ fontSize: 18, mb: 2 }}>
              {t('catalogue.category.filters.title')}
            </Typography>
            <Suspense fallback={null}>
              <FilterPanel filters={filters} onChange={applyFilters} colours={colours} priceMode="submit" />
            </Suspense>
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: { md: 'flex-end' }, gap: 1.5, mb: 2 }}>
            {!wide && (
              <Badge badgeContent={filterCount} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }} sx={{ flex: 1, '& .MuiBadge-badge': { right: 8 } }}>
                <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => {
                    setDrawerWanted(true);
                    setDrawerOpen(true);
                  }} sx={{ width: '100%', height: 40, bgcolor: 'background.paper' }}>
                  {t('catalogue.category.filters.open')}
                  {filterCount > 0 && (
                    <Box component="span" sx={visuallyHidden}>
                      {` (${filterCount})`}
                    </Box>
                  )}
                </Button>
              </Badge>
            )}
            <SortSelect value={view.sort} onChange={(sort) => show({ ...lastAsked.current, sort, page: 0 })} />
          </Box>
          {filterCount > 0 && (
            <Box sx={{ mb: 2.5 }}>
              <ActiveFilters filters={filters} onChange={applyFilters} colours={colours} />
            </Box>
          )}
          {content}
        </Box>
      </Box>
      {!wide && drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            filters={filters}
            colours={colours}
            onApply={(next) => {
              setDrawerOpen(false);
              applyFilters(next);
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
