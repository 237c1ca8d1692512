import { NotificationList } from '../../notifications/NotificationList';

/** My notifications (the my-notifications tab): newest first, each leading to what it is about. */
export function NotificationsSection({ customerId }: { customerId: number }) {
  return <NotificationList customerId={customerId} />;
}
