import { useState } from 'react';
import { Box, ButtonBase, Chip, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../contract/communication';
import { formatPhone } from '../../../components/formatPhone';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ListSkeleton } from '../kit/ListSkeleton';
import { StaffPagedList } from '../kit/StaffPagedList';
import { pageRequestOf, useListView, type ListAddress } from '../kit/useListView';
import { StaffHeading } from '../frame/StaffHeading';
import { inboxIcon } from '../kit/staffIcons';
import { useGetInboxQuery, useMarkMessageMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';
import { shopMoment } from '../../../components/shopTime';
import { MessageDialog } from './MessageDialog';

const PAGE_SIZE = 20;

/** The list's filter and page live in the address (?unread=1&page=2), as every staff list's do. */
const listAddress: ListAddress<{ unreadOnly: boolean }> = {
  read: (params) => ({ unreadOnly: params.get('unread') === '1' }),
  write: (view) => new URLSearchParams(view.unreadOnly ? { unread: '1' } : {}),
  sizes: [PAGE_SIZE],
};

function MessageRow({ message, onOpen }: { message: ContactMessage; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={t(unread ? 'staff.communication.inbox.openUnread' : 'staff.communication.inbox.open', { name: message.fullName })}
        sx={{ width: '100%', textAlign: 'left', display: 'flex', alignItems: 'flex-start', gap: 1.5, px: 2, py: 1.5, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Box aria-hidden sx={{ mt: 0.9, width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: { sm: 2 } }}>
            <Typography component="span" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
              {message.fullName} · {formatPhone(message.phoneNumber)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {shopMoment(message.createdAt)}
            </Typography>
          </Stack>
          <Typography
            component="span"
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 600 : 400 }}
          >
            {message.message}
          </Typography>
        </Box>
      </ButtonBase>
    </Box>
  );
}

/** /staff/inbox: what shoppers wrote through the contact page, newest first; opening one marks it read. */
export function InboxSection() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('communication');
  const { view, change } = useListView(listAddress);
  const { unreadOnly } = view;
  const [opened, setOpened] = useState<ContactMessage>();
  const inboxRead = useGetInboxQuery({ ...pageRequestOf(view), unread: unreadOnly });
  const [markMessage, marking] = useMarkMessageMutation();

  const open = async (message: ContactMessage) => {
    setOpened(message);
    if (message.read) return;
    try {
      setOpened(await markMessage({ id: message.id, read: true }).unwrap());
    } catch (error) {
      failed(error);
    }
  };

  const markUnread = async () => {
    if (!opened) return;
    try {
      await markMessage({ id: opened.id, read: false }).unwrap();
      enqueueSnackbar(t('staff.communication.inbox.markedUnread'), { variant: 'success' });
      setOpened(undefined);
    } catch (error) {
      failed(error);
    }
  };

  const unreadCount = inboxRead.data?.unreadCount ?? 0;
  return (
    <>
      <StaffHeading>{t('staff.sections.inbox')}</StaffHeading>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(_event, value: string | null) => {
            if (value === null) return;
            change({ unreadOnly: value === 'unread' });
          }}
          aria-label={t('staff.communication.inbox.filterLabel')}
        >
          <ToggleButton value="all">{t('staff.communication.inbox.all')}</ToggleButton>
          <ToggleButton value="unread">{t('staff.communication.inbox.unreadOnly')}</ToggleButton>
        </ToggleButtonGroup>
        {inboxRead.data && (
          <Chip role="status" color={unreadCount ? 'primary' : 'default'} label={t('staff.communication.inbox.unreadCount', { count: unreadCount })} />
        )}
      </Stack>
      <QueryView
        query={{ ...inboxRead, data: inboxRead.currentData }}
        loading={<ListSkeleton label={t('staff.communication.inbox.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.communication.inbox.loadError')} onRetry={retry} />}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={inboxIcon} />} message={t(unreadOnly ? 'staff.communication.inbox.noUnread' : 'staff.communication.inbox.empty')} />
          </Paper>
        }
      >
        {(data) => (
          <StaffPagedList label={t('staff.communication.inbox.listLabel')} page={view.page} totalPages={data.totalPages} onPageChange={(page) => change({ page })}>
            {data.content.map((message) => (
              <MessageRow key={message.id} message={message} onOpen={() => void open(message)} />
            ))}
          </StaffPagedList>
        )}
      </QueryView>
      {opened && <MessageDialog message={opened} busy={marking.isLoading} onClose={() => setOpened(undefined)} onMarkUnread={() => void markUnread()} />}
    </>
  );
}
