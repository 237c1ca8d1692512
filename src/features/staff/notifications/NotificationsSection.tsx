import { useState } from 'react';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { SentNotification } from '../../../../contract/communication';
import { formatPhone } from '../../../components/formatPhone';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { deleteIcon } from '../kit/actionIcons';
import { StaffPagedList } from '../kit/StaffPagedList';
import { pageRequestOf, useListView, pagesOnly } from '../kit/useListView';
import { StaffHeading } from '../frame/StaffHeading';
import { notificationsIcon } from '../kit/staffIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { shopMoment } from '../../../components/shopTime';
import { useDeleteSentNotificationMutation, useGetSentNotificationsQuery } from './api';
import { SendNotificationForm } from './SendNotificationForm';

const PAGE_SIZE = 10;
const listAddress = pagesOnly(PAGE_SIZE);

function SentRow({ sent, onDelete }: { sent: SentNotification; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const ru = i18n.language === 'ru';
  const title = ru ? sent.titleRUS : sent.title;
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {ru ? sent.messageRUS : sent.message}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {shopMoment(sent.createdAt)} ·{' '}
          {sent.customer
            ? t('staff.communication.notifications.toCustomer', { name: sent.customer.fullName, phone: formatPhone(sent.customer.phoneNumber) })
            : t('staff.communication.notifications.recipients', { count: sent.recipients })}{' '}
          · {t('staff.communication.notifications.read', { count: sent.readCount })}
        </Typography>
      </Box>
      <IconButton onClick={onDelete} aria-label={t('staff.communication.notifications.deleteLabel', { title })}>
        <Icon path={deleteIcon} size={20} />
      </IconButton>
    </Stack>
  );
}

/** /staff/notifications: send a notification to every customer or to one, and the list of what was sent. */
export function NotificationsSection() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('communication');
  const { view, change } = useListView(listAddress);
  const sentRead = useGetSentNotificationsQuery(pageRequestOf(view));
  const [deleteSent, deleting] = useDeleteSentNotificationMutation();
  const [removing, setRemoving] = useState<SentNotification>();

  const remove = async () => {
    if (!removing) return;
    try {
      const { deleted } = await deleteSent(removing.id).unwrap();
      enqueueSnackbar(t('staff.communication.notifications.deleted', { count: deleted }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  return (
    <>
      <StaffHeading>{t('staff.sections.notifications')}</StaffHeading>
      <SendNotificationForm />
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('staff.communication.notifications.sentTitle')}
      </Typography>
      <QueryView
        query={{ ...sentRead, data: sentRead.currentData }}
        loading={<ListSkeleton label={t('staff.communication.notifications.loading')} rows={3} />}
        failure={(retry) => <LoadFailure message={t('staff.communication.notifications.loadError')} onRetry={retry} />}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={notificationsIcon} />} message={t('staff.communication.notifications.empty')} />
          </Paper>
        }
      >
        {(data) => (
          <StaffPagedList label={t('staff.communication.notifications.sentTitle')} page={view.page} totalPages={data.totalPages} onPageChange={(page) => change({ page })}>
            {data.content.map((sent) => (
              <SentRow key={sent.id} sent={sent} onDelete={() => setRemoving(sent)} />
            ))}
          </StaffPagedList>
        )}
      </QueryView>
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.communication.notifications.confirmDeleteTitle')}
          text={t('staff.communication.notifications.confirmDeleteText', { title: i18n.language === 'ru' ? removing.titleRUS : removing.title, count: removing.recipients })}
          confirm={t('staff.communication.notifications.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
