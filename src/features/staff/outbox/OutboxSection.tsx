import { useState } from 'react';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FailedJob } from '../../../../contract/staff-jobs';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ListSkeleton } from '../kit/ListSkeleton';
import { staffOrderPath } from '../kit/staffPaths';
import { StaffPagedList } from '../kit/StaffPagedList';
import { pageRequestOf, useListView, pagesOnly } from '../kit/useListView';
import { StaffHeading } from '../frame/StaffHeading';
import { outboxIcon } from '../kit/staffIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useOrderDates } from '../../orders/useOrderDates';
import { useGetFailedJobsQuery, useRetryJobMutation } from './api';

const PAGE_SIZE = 20;
const listAddress = pagesOnly(PAGE_SIZE);

function JobRow({ job, retrying, onRetry }: { job: FailedJob; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" variant="outlined" label={t(`staff.outbox.kind.${job.kind}`)} />
            {job.orderId !== null ? (
              <Link component={RouterLink} to={staffOrderPath(job.orderId)} sx={{ fontWeight: 600 }}>
                {t('staff.outbox.order', { number: job.orderNumber ?? job.orderId })}
              </Link>
            ) : (
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {t('staff.outbox.noOrder')}
              </Typography>
            )}
          </Stack>
          <Typography sx={{ fontSize: 13, fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere', mt: 0.5 }}>{job.key}</Typography>
          <Typography sx={{ fontSize: 14, color: 'error.main', overflowWrap: 'anywhere' }}>
            {job.lastError ? t('staff.outbox.error', { error: job.lastError }) : t('staff.outbox.noError')}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('staff.outbox.attempts', { attempts: job.attempts, max: job.maxAttempts })}
            {job.finishedAt && ` · ${t('staff.outbox.failedAt', { date: dates.dateTime(job.finishedAt) })}`}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onRetry} disabled={retrying} aria-label={t('staff.outbox.retryLabel', { key: job.key })} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('staff.outbox.retry')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /staff/outbox: the SMS and fiscal submissions the shop gave up on, newest first, each sent again with one press. */
export function OutboxSection() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('outboxRetry');
  const { view, change } = useListView(listAddress);
  const jobsRead = useGetFailedJobsQuery(pageRequestOf(view));
  const [retryJob] = useRetryJobMutation();
  const [retryingId, setRetryingId] = useState<number>();

  const retry = async (job: FailedJob) => {
    setRetryingId(job.id);
    try {
      await retryJob({ id: job.id, orderId: job.orderId }).unwrap();
      enqueueSnackbar(t('staff.outbox.retried'), { variant: 'success' });
    } catch (error) {
      if (failed(error).reason === 'conflict') enqueueSnackbar(t('staff.outbox.retryConflict'), { variant: 'info' });
    } finally {
      setRetryingId(undefined);
    }
  };

  return (
    <>
      <StaffHeading>{t('staff.sections.outbox')}</StaffHeading>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.outbox.intro')}</Typography>
      <QueryView
        query={{ ...jobsRead, data: jobsRead.currentData }}
        loading={<ListSkeleton label={t('staff.outbox.loading')} />}
        failure={(again) => <LoadFailure message={t('staff.outbox.loadError')} onRetry={again} />}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={outboxIcon} />} message={t('staff.outbox.empty')} />
          </Paper>
        }
      >
        {(data) => (
          <StaffPagedList label={t('staff.outbox.listLabel')} page={view.page} totalPages={data.totalPages} onPageChange={(page) => change({ page })}>
            {data.content.map((job) => (
              <JobRow key={job.id} job={job} retrying={retryingId === job.id} onRetry={() => void retry(job)} />
            ))}
          </StaffPagedList>
        )}
      </QueryView>
    </>
  );
}
