import { Button, Paper, Skeleton, Stack } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { recordId } from '../../../components/positiveInteger';
import { LoadFailure } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { StaffHeading } from '../frame/StaffHeading';
import { useGetStaffProductQuery } from './api';
import { ProductEditor } from './ProductEditor';
import { readStaffFailure } from '../staffFailure';

function EditorSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height={48} />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={160} />
      ))}
    </Stack>
  );
}

/** /staff/products/new: an empty editor. */
export function NewProductPage() {
  return <ProductEditor key="new" product={null} />;
}

/** /staff/products/{id}: the row read afresh, then its editor (a fresh one for each row, so nothing carries over). */
export function ProductEditorPage() {
  const { t } = useTranslation();
  const id = recordId(useParams().id);
  const read = useGetStaffProductQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const reason = read.isError ? readStaffFailure(read.error).reason : null;

  if (id === undefined || reason === 'notFound') {
    return (
      <>
        <StaffHeading>{t('staff.products.notFound')}</StaffHeading>
        <Paper variant="outlined">
          <StatusMessage
            icon={<InboxOutlinedIcon />}
            message={t('staff.products.notFound')}
            action={
              <Button component={Link} to="/staff/products" variant="contained">
                {t('staff.products.back')}
              </Button>
            }
          />
        </Paper>
      </>
    );
  }
  if (read.currentData) return <ProductEditor key={id} product={read.currentData} />;
  if (read.isError && !read.isFetching) return <LoadFailure message={t('staff.products.productLoadError')} onRetry={() => void read.refetch()} />;
  return <EditorSkeleton label={t('staff.products.productLoading')} />;
}
