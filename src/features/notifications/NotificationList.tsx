import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../machines/serverFailure';
import { StatusMessage } from '../../components/StatusMessage';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { QueryView } from '../../components/QueryView';
import { failureMessage } from '../../components/failureMessage';
import { useGetNotificationsForCustomerQuery, useReadAllNotificationsMutation, useReadNotificationMutation } from './api';
import { NotificationItem } from './components/NotificationItem';
import { notificationTarget } from './notificationTarget';
import type { CustomerNotification } from './types';
import { errorToast } from '../../components/errorToast';

function NotificationsSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label={t('notifications.loading')}>
      {Array.from({ length: 3 }, (_, index) => (
        <Stack key={index} direction="row" spacing={1.5} sx={{ p: 2, borderTop: index ? '1px solid' : 0, borderColor: 'divider' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" height={22} />
            <Skeleton width="90%" height={20} />
            <Skeleton width={120} height={18} />
          </Box>
        </Stack>
      ))}
    </Paper>
  );
}

/**
 * My notifications, newest first. Opening one marks it read and goes to what it is about; "mark all read"
 * clears the rest. Both show at once and are taken back, with a toast, if the server refuses.
 */
export function NotificationList({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  // A notification may have arrived since the list was last read (an order moved, a payment came in).
  const notificationsRead = useGetNotificationsForCustomerQuery(customerId, { refetchOnMountOrArgChange: true });
  const [readNotification] = useReadNotificationMutation();
  const [readAll, { isLoading: readingAll }] = useReadAllNotificationsMutation();

  const open = (notification: CustomerNotification) => {
    if (notification.read) return;
    readNotification({ customerId, id: notification.id })
      .unwrap()
      .catch(() => errorToast(t('notifications.errors.markRead')));
  };

  const markAllRead = async () => {
    try {
      await readAll(customerId).unwrap();
    } catch (error) {
      // Offline, signed out or too many tries have their own words; anything else gets this list's own.
      const { status } = toServerFailure(error);
      const known = status === 'network' || status === 401 || status === 429;
      errorToast(known ? failureMessage(error, t) : t('notifications.errors.markAllRead'));
    }
  };

  return (
    <QueryView
      query={notificationsRead}
      loading={<NotificationsSkeleton />}
      failure={t('profile.loadError')}
      empty={
        <Paper variant="outlined">
          <StatusMessage icon={<NotificationsNoneOutlinedIcon />} message={t('notifications.empty')} />
        </Paper>
      }
    >
      {(notifications) => {
        const unreadCount = notifications.filter((notification) => !notification.read).length;
        return (
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography aria-live="polite" sx={{ color: 'text.secondary', fontWeight: unreadCount ? 600 : 400 }}>
                {unreadCount ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.allRead')}
              </Typography>
              <Button
                variant="text"
                color="secondary"
                startIcon={<DoneAllRoundedIcon />}
                disabled={unreadCount === 0}
                loading={readingAll}
                onClick={() => void markAllRead()}
              >
                {t('notifications.markAllRead')}
              </Button>
            </Stack>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Box component="ul" aria-label={t('notifications.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    target={notificationTarget(notification, wide)}
                    onOpen={() => open(notification)}
                  />
                ))}
              </Box>
            </Paper>
          </Stack>
        );
      }}
    </QueryView>
  );
}
