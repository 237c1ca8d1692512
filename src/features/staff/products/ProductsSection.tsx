import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { StaffHeading } from '../frame/StaffHeading';
import { StaffTablePagination } from '../kit/StaffTablePagination';
import { useGetStaffProductsQuery } from './api';
import { ProductFilters } from './ProductFilters';
import { readStaffFailure } from '../staffFailure';
import { ProductCards, ProductTable } from './ProductRows';
import { requestOf, useProductListParams } from './useProductListParams';

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} data-testid="product-skeleton" />
      ))}
    </Stack>
  );
}

/** /staff/products: every product (inactive too), searched, filtered, sorted and paged by the server. */
export function ProductsSection() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const list = useProductListParams();
  const { view, change } = list;
  const read = useGetStaffProductsQuery(requestOf(view));
  const { currentData, error, isError, isFetching } = read;
  const reason = isError ? readStaffFailure(error).reason : null;

  const filtered = view.text !== '' || view.categoryId !== undefined || view.state !== 'all';
  const total = currentData?.totalElements ?? 0;
  const capped = currentData?.totalIsCapped === true;

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <StaffHeading>{t('staff.sections.products')}</StaffHeading>
        <Button component={Link} to="/staff/products/new" variant="contained" sx={{ flexShrink: 0 }}>
          {t('staff.products.add')}
        </Button>
      </Stack>
      <ProductFilters view={view} onChange={change} withSort={!wide} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }} aria-live="polite">
        {currentData ? (capped ? t('staff.products.countCapped', { count: total }) : t('staff.products.count', { count: total })) : '\u00a0'}
      </Typography>
      <Box aria-busy={isFetching || undefined}>
        <QueryView
          query={{ ...read, data: currentData }}
          loading={<ListSkeleton label={t('staff.products.loading')} />}
          failure={(retry) =>
            reason === 'forbidden' ? (
              <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.products.failures.forbidden')} />
            ) : (
              <LoadFailure message={t('staff.products.loadError')} onRetry={retry} />
            )
          }
          isEmpty={(page) => page.content.length === 0}
          empty={
            <Paper variant="outlined">
              <StatusMessage
                icon={<InboxOutlinedIcon />}
                message={t(filtered ? 'staff.products.emptyFiltered' : 'staff.products.empty')}
                action={
                  filtered ? (
                    <Button onClick={() => change({ text: '', categoryId: undefined, state: 'all' })}>{t('staff.products.clearFilters')}</Button>
                  ) : (
                    <Button component={Link} to="/staff/products/new" variant="contained">
                      {t('staff.products.add')}
                    </Button>
                  )
                }
              />
            </Paper>
          }
        >
          {(page) =>
            wide ? (
              <ProductTable products={page.content} view={view} onSort={(sort, direction) => change({ sort, direction })} />
            ) : (
              <ProductCards products={page.content} />
            )
          }
        </QueryView>
      </Box>
      {currentData && total > 0 && (
        <StaffTablePagination
          list={list}
          total={total}
          capped={capped}
          rowsPerPageLabel={t('staff.products.rowsPerPage')}
          shownRows={(rows) => (capped ? t('staff.products.shownRowsCapped', rows) : t('staff.products.shownRows', rows))}
        />
      )}
    </>
  );
}
