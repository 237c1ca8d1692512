import { useId, type ReactElement } from 'react';
import { Box, ListItemButton, Stack, Typography } from '@mui/material';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useLanguage } from '../../../i18n/useLanguage';
import { notificationText } from '../notificationTarget';
import type { CustomerNotification, NotificationType } from '../types';
import { useShopDate } from '../../reviews/shopDate';

const typeIcons: Record<NotificationType, ReactElement> = {
  ORDER: <LocalShippingOutlinedIcon />,
  PAYMENT: <PaymentsOutlinedIcon />,
  COUPON: <LocalOfferOutlinedIcon />,
  PRODUCT: <CheckroomOutlinedIcon />,
  SHOP: <CampaignOutlinedIcon />,
};

type NotificationItemProps = {
  notification: CustomerNotification;
  /** Where it leads, or null when it only gets marked read. */
  target: string | null;
  onOpen: () => void;
};

/** One notification: a link to what it is about (a button when it leads nowhere); unread ones stand out. */
export function NotificationItem({ notification, target, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatDate = useShopDate(true);
  const { title, message } = notificationText(notification, language);
  const date = formatDate(notification.createdAt);
  const unread = !notification.read;
  const titleId = useId();
  const detailId = useId();
  const linkProps = target === null ? { component: 'button' as const } : { component: RouterLink, to: target };

  return (
    <Box component="li" sx={{ '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}>
      <ListItemButton
        {...linkProps}
        onClick={onOpen}
        aria-labelledby={titleId}
        aria-describedby={detailId}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.75,
          px: { xs: 1.5, md: 2 },
          width: '100%',
          textAlign: 'left',
          bgcolor: unread ? 'rgba(168, 85, 43, 0.06)' : 'transparent',
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'relative',
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
            color: unread ? 'secondary.main' : 'text.secondary',
          }}
        >
          {typeIcons[notification.type]}
          {unread && (
            <Box
              data-unread-dot
              sx={{ position: 'absolute', top: 0, right: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: 'secondary.main', border: '2px solid', borderColor: 'background.paper' }}
            />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={titleId} component="span" sx={{ fontWeight: unread ? 700 : 500, fontSize: 15 }}>
              {unread && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
              {title}
            </Typography>
            <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
              {t(`notifications.types.${notification.type}`)}
            </Typography>
          </Stack>
          <Box id={detailId}>
            <Typography sx={{ fontSize: 14, color: unread ? 'text.primary' : 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>{message}</Typography>
            {date && (
              <Typography component="time" dateTime={notification.createdAt} sx={{ display: 'block', fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
                {date}
              </Typography>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </Box>
  );
}
