import { Box, Chip, Skeleton, Stack } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { recordId } from '../../../components/positiveInteger';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { StaffHeading } from '../frame/StaffHeading';
import { StaffBackLink } from '../kit/StaffBackLink';
import { readStaffFailure } from '../staffFailure';
import { useGetStaffReturnQuery } from './api';
import { RefundStep } from './RefundStep';
import { ReturnActions } from './ReturnActions';
import { HandoverPart, LinePart, OrderPart, Part, ReasonPart } from './ReturnParts';
import { ReturnPhotos } from './ReturnPhotos';
import { ReturnStatusChip } from './ReturnRows';
import { useBackToList } from './returnsView';

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={40} width={240} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Box>
    </Stack>
  );
}

function ReturnDetail({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Stack direction="row" spacing={1}>
          <ReturnStatusChip status={request.status} />
          <Chip size="small" variant="outlined" label={t(`staff.returns.kinds.${request.kind}`)} />
        </Stack>
        <ReturnActions request={request} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <LinePart request={request} />
          <ReasonPart request={request} />
          <Part title={t('staff.returns.parts.photos')}>
            <ReturnPhotos photos={request.photos} />
          </Part>
        </Stack>
        <Stack spacing={2}>
          <Part title={t('staff.returns.parts.money')}>
            <RefundStep request={request} />
          </Part>
          <OrderPart request={request} />
          <HandoverPart request={request} />
        </Stack>
      </Box>
    </Stack>
  );
}

/** /staff/returns/:id: one request (the line, the photos, the order's payment, the money's step) and its moves. */
export function ReturnDetailPage() {
  const { t } = useTranslation();
  const id = recordId(useParams().id);
  const backTo = useBackToList();
  const read = useGetStaffReturnQuery(id ?? skipToken);
  const reason = read.isError ? readStaffFailure(read.error).reason : null;
  const notFound = <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.returns.notFound')} />;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <StaffBackLink to={backTo}>{t('staff.returns.back')}</StaffBackLink>
      </Box>
      <StaffHeading>{read.data ? t('staff.returns.title', { id: read.data.id }) : t('staff.sections.returns')}</StaffHeading>
      {id === undefined ? (
        notFound
      ) : (
        <QueryView
          query={read}
          loading={<DetailSkeleton label={t('staff.returns.detailLoading')} />}
          failure={(retry) =>
            reason === 'notFound' ? (
              notFound
            ) : reason === 'forbidden' ? (
              <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.noAccess')} />
            ) : (
              <LoadFailure message={t('staff.returns.loadError')} onRetry={retry} />
            )
          }
        >
          {(request) => <ReturnDetail request={request} />}
        </QueryView>
      )}
    </>
  );
}
