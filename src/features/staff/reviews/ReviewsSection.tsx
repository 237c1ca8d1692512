import { useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffReview } from '../../../../contract/staff-reviews';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { StaffPages } from '../kit/StaffPagedList';
import { StaffHeading } from '../frame/StaffHeading';
import { reviewsIcon } from '../kit/staffIcons';
import { useStaffSession } from '../staffSession';
import { useDeleteReviewMutation, useGetStaffReviewsQuery, useModerateReviewMutation } from './api';
import { HideReviewDialog } from './HideReviewDialog';
import { ReviewCard } from './ReviewCard';
import { ReviewFilters } from './ReviewFilters';
import { useStaffFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import { isFiltered, requestOf, useReviewFilters } from './useReviewFilters';

function ReviewsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}

/** /staff/reviews: every review, newest first, filtered; hide one with a reason, show it again, or (ADMIN) delete it. */
export function ReviewsSection() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('reviews');
  const session = useStaffSession();
  const { view, change } = useReviewFilters();
  const read = useGetStaffReviewsQuery(requestOf(view));
  const [moderate, moderating] = useModerateReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();
  const [hiding, setHiding] = useState<StaffReview>();
  const [removing, setRemoving] = useState<StaffReview>();
  const [busyId, setBusyId] = useState<number>();
  const readFailure = read.isError ? readStaffFailure(read.error) : undefined;

  const hide = async (reason: string) => {
    if (!hiding) return;
    try {
      await moderate({ id: hiding.id, productId: hiding.product.id, hidden: true, reason }).unwrap();
      enqueueSnackbar(t('staff.reviews.hidden'), { variant: 'success' });
      setHiding(undefined);
    } catch (error) {
      if (failed(error).reason !== 'checkFields') setHiding(undefined);
    }
  };

  const show = async (review: StaffReview) => {
    setBusyId(review.id);
    try {
      await moderate({ id: review.id, productId: review.product.id, hidden: false }).unwrap();
      enqueueSnackbar(t('staff.reviews.shown'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setBusyId(undefined);
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteReview({ id: removing.id, productId: removing.product.id }).unwrap();
      enqueueSnackbar(t('staff.reviews.deleted'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  const filtered = isFiltered(view);
  const total = read.currentData?.totalElements ?? 0;
  const pages = read.currentData?.totalPages ?? 0;
  return (
    <>
      <StaffHeading>{t('staff.sections.reviews')}</StaffHeading>
      <ReviewFilters view={view} onChange={change} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }} aria-live="polite">
        {read.currentData ? t('staff.reviews.count', { count: total }) : '\u00a0'}
      </Typography>
      <Box aria-busy={read.isFetching || undefined}>
        <QueryView
          query={{ ...read, data: read.currentData }}
          loading={<ReviewsSkeleton label={t('staff.reviews.loading')} />}
          failure={(retry) => (
            <LoadFailure message={readFailure?.fields.to ? t('staff.reviews.badPeriod') : t('staff.reviews.loadError')} onRetry={retry} />
          )}
          isEmpty={(page) => page.content.length === 0}
          empty={
            <Paper variant="outlined">
              <StatusMessage
                icon={<Icon path={reviewsIcon} />}
                message={t(filtered ? 'staff.reviews.emptyFiltered' : 'staff.reviews.empty')}
                action={filtered ? <Button onClick={() => change({ rating: undefined, visibility: 'all', product: '', q: '', from: '', to: '' })}>{t('staff.reviews.filters.clear')}</Button> : undefined}
              />
            </Paper>
          }
        >
          {(page) => (
            <Stack component="ul" spacing={1.5} aria-label={t('staff.reviews.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {page.content.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  canDelete={session?.role === 'ADMIN'}
                  busy={busyId === review.id && moderating.isLoading}
                  onHide={() => setHiding(review)}
                  onShow={() => void show(review)}
                  onDelete={() => setRemoving(review)}
                />
              ))}
            </Stack>
          )}
        </QueryView>
      </Box>
      {pages > 1 && (
        <StaffPages count={pages} page={view.page} onPageChange={(next) => change({ page: next })} siblingCount={0} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />
      )}
      {hiding && <HideReviewDialog author={hiding.customer.fullName} busy={moderating.isLoading} onCancel={() => setHiding(undefined)} onHide={(reason) => void hide(reason)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.reviews.confirmTitle')}
          text={t('staff.reviews.confirmText', { name: removing.customer.fullName })}
          confirm={t('staff.reviews.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
