import { Box, Chip, Stack } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { recordId } from '../../../components/positiveInteger';
import { StaffRecordPage } from '../kit/StaffRecordPage';
import { readStaffFailure } from '../staffFailure';
import { useGetStaffReturnQuery } from './api';
import { RefundStep } from './RefundStep';
import { ReturnActions } from './ReturnActions';
import { HandoverPart, LinePart, OrderPart, Part, ReasonPart } from './ReturnParts';
import { ReturnPhotos } from './ReturnPhotos';
import { ReturnStatusChip } from './ReturnRows';
import { useBackToList } from './returnsView';

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
  return (
    <StaffRecordPage
      back={{ to: backTo, label: t('staff.returns.back') }}
      title={read.data ? t('staff.returns.title', { id: read.data.id }) : t('staff.sections.returns')}
      id={id}
      query={read}
      reason={read.isError ? readStaffFailure(read.error).reason : null}
      texts={{ notFound: t('staff.returns.notFound'), loading: t('staff.returns.detailLoading'), loadError: t('staff.returns.loadError') }}
    >
      {(request) => <ReturnDetail request={request} />}
    </StaffRecordPage>
  );
}
