import { Suspense, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { keepScrollState } from '../../components/keepScroll';
import { checkroomOutlined, filterAltOffOutlined, searchOffOutlined, tune } from './components/category/categoryIcons';
import { recordId } from '../../components/positiveInteger';
import { QueryView, readFailed } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { lazyThemed } from '../../components/theme/ThemeScope';
import ui from '../../components/ui.module.css';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import type { LandingReader } from '../../app/store';
import { categoryApi, useGetCategoryByIdQuery, useGetCategoryFiltersQuery, useGetProductsByCategoryQuery } from './categoryApi';
import { CategoryGridSkeleton, CategoryProducts } from './components/category/CategoryProducts';
import {
  activeFilterCount,
  filtersOf,
  firstPageRequest,
  noFilters,
  readCategoryView,
  updatedFilters,
  writeCategoryView,
  type CategoryView,
  type FiltersUpdate,
} from './components/category/categoryView';
import { SortSelect } from './components/category/SortSelect';
import { PageHeading } from './components/PageHeading';
import { isNotFound } from './routeParams';
import styles from './CategoryDetailPage.module.css';

/*
 * The page itself is plain CSS, so a shopper landing on a category sees its heading and cards without waiting for
 * MUI. The filters bring MUI's form fields and, on phones, a drawer: their own chunk (with the shop's theme), fetched
 * at once on wide screens (where the panel shows beside the list) and at the first opening on phones. The chips of
 * the filters in force come with MUI too, after the list.
 */
const FilterPanel = lazyThemed(() =>
  import(/* webpackChunkName: "category-filters" */ './components/category/FilterPanel').then(({ FilterPanel }) => FilterPanel),
);
const FilterDrawer = lazyThemed(() =>
  import(/* webpackChunkName: "category-filters" */ './components/category/FilterDrawer').then(({ FilterDrawer }) => FilterDrawer),
);
const ActiveFilters = lazyThemed(() =>
  import(/* webpackChunkName: "category-filters" */ './components/category/ActiveFilters').then(({ ActiveFilters }) => ActiveFilters),
);

/**
 * The reads a category landing shows first, its name and first page of cards, made before the first render (the HTML
 * carries the default listing's answers, server/web/inline-data.ts): the page renders with its cards at once instead of
 * a skeleton and then a second, blocking render of the whole list.
 */
export const readLandingCategory: LandingReader = (params, search, dispatch) => {
  const id = recordId(params.id);
  if (id === undefined) return [];
  const view = readCategoryView(new URLSearchParams(search));
  return [
    dispatch(categoryApi.endpoints.getCategoryById.initiate(id)),
    dispatch(categoryApi.endpoints.getProductsByCategory.initiate(firstPageRequest(id, view))),
  ];
};

/**
 * /categoryDetail/{id}: the category's products with sort, filters and "show more". All of it lives in the
 * address (see categoryView), so back, reload and a shared link show the same list.
 */
export function CategoryDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const wide = useIsWideScreen();
  const id = recordId(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readCategoryView(searchParams);
  const filters = filtersOf(view);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so its closing animation runs.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const category = useGetCategoryByIdQuery(id ?? skipToken);
  const parentId = category.data?.parentId ?? null;
  const parent = useGetCategoryByIdQuery(parentId ?? skipToken);
  const firstPage = id === undefined ? null : firstPageRequest(id, view);
  const first = useGetProductsByCategoryQuery(firstPage ?? skipToken);
  const filterCount = activeFilterCount(filters);
  // Read once something shows them: the panel, the drawer, or the chips (which name the brands and colours chosen).
  const options = useGetCategoryFiltersQuery(id !== undefined && (wide || drawerOpen || filterCount > 0) ? id : skipToken);

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
    // The list changes in place: the shopper stays where they are (keepScroll.ts).
    setSearchParams(params, { replace, state: keepScrollState });
  };
  const applyFilters = (update: FiltersUpdate) =>
    show({ ...lastAsked.current, ...updatedFilters(filtersOf(lastAsked.current), update), page: 0 });

  if (id === undefined || isNotFound(category.error) || isNotFound(first.error)) {
    return (
      <div className={`${ui.container} ${styles.page}`}>
        <title>{`${t('pages.categoryDetail')} — ${t('app.name')}`}</title>
        <StatusMessage
          icon={<Icon path={searchOffOutlined} />}
          message={t('catalogue.category.notFound')}
          action={
            <RouterLink to="/catalogs" className={ui.button}>
              {t('catalogue.category.toCatalogs')}
            </RouterLink>
          }
        />
      </div>
    );
  }

  const page = first.currentData;
  // currentData: after another sort or filter, the previous list's cards do not linger while the new ones load.
  const firstRead = { ...first, data: page };
  const firstFailed = readFailed(firstRead);
  const name = category.data ? localizedName(category.data, language) : category.isError ? t('pages.categoryDetail') : null;
  const trail = [{ to: '/catalogs', label: t('catalogue.catalogs.title') }];
  if (parent.data) {
    trail.push({
      to: parent.data.parentId === null ? `/catalog/${parent.data.id}` : `/categoryDetail/${parent.data.id}`,
      label: localizedName(parent.data, language),
    });
  }

  const content = (
    <QueryView
      query={firstRead}
      loading={<CategoryGridSkeleton label={t('catalogue.category.loading')} />}
      failure={t('catalogue.category.error')}
      isEmpty={(shown) => shown.totalElements === 0}
      empty={
        filterCount > 0 ? (
          <StatusMessage
            icon={<Icon path={filterAltOffOutlined} />}
            message={t('catalogue.category.emptyFiltered')}
            action={
              <button type="button" className={ui.button} onClick={() => applyFilters(noFilters)}>
                {t('catalogue.category.filters.clearAll')}
              </button>
            }
          />
        ) : (
          <StatusMessage
            icon={<Icon path={checkroomOutlined} />}
            message={t('catalogue.category.empty')}
            action={
              <RouterLink to="/catalogs" className={`${ui.button} ${ui.outlined}`}>
                {t('catalogue.category.toCatalogs')}
              </RouterLink>
            }
          />
        )
      }
    >
      {(shown) => {
        const lastPage = Math.max(0, Math.min(view.page, shown.totalPages - 1));
        return (
          <CategoryProducts
            firstPage={firstPageRequest(id, view)}
            lastPage={lastPage}
            totalElements={shown.totalElements}
            totalPages={shown.totalPages}
            onShowMore={() => show({ ...view, page: lastPage + 1 }, true)}
          />
        );
      }}
    </QueryView>
  );

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <PageHeading
        title={name}
        trail={trail}
        subtitle={
          page ? (
            t('catalogue.category.count', { count: page.totalElements })
          ) : firstFailed ? undefined : (
            <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.countSkeleton}`} />
          )
        }
      />
      <div className={styles.columns}>
        {wide && (
          <aside aria-labelledby="category-filters-title" className={styles.filterColumn}>
            <h2 id="category-filters-title" className={styles.filterTitle}>
              {t('catalogue.category.filters.title')}
            </h2>
            <Suspense fallback={null}>
              <FilterPanel filters={filters} onChange={applyFilters} options={options} priceMode="submit" />
            </Suspense>
          </aside>
        )}
        <section aria-labelledby="category-products-title" className={styles.list}>
          {/* Read by screen readers only: the cards' headings sit under it rather than straight under the page's h1. */}
          <h2 id="category-products-title" className={ui.visuallyHidden}>
            {t('catalogue.category.products')}
          </h2>
          <div className={styles.controls}>
            {!wide && (
              <button
                type="button"
                className={`${ui.button} ${ui.outlined} ${styles.filterButton}`}
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              >
                <Icon path={tune} size={20} />
                {t('catalogue.category.filters.open')}
                {filterCount > 0 && (
                  <>
                    <span aria-hidden className={`${ui.countBadge} ${styles.filterBadge}`}>
                      {filterCount}
                    </span>
                    <span className={ui.visuallyHidden}>{` (${filterCount})`}</span>
                  </>
                )}
              </button>
            )}
            <SortSelect value={view.sort} onChange={(sort) => show({ ...lastAsked.current, sort, page: 0 })} />
          </div>
          {filterCount > 0 && (
            <div className={styles.activeFilters}>
              <Suspense fallback={null}>
                <ActiveFilters filters={filters} onChange={applyFilters} options={options.data} />
              </Suspense>
            </div>
          )}
          {content}
        </section>
      </div>
      {!wide && drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            filters={filters}
            options={options}
            onApply={(next) => {
              setDrawerOpen(false);
              applyFilters(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
