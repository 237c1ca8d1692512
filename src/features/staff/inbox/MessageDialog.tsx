import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../contract/communication';
import { formatPhone } from '../../../components/formatPhone';
import { shopMoment } from '../../../components/shopTime';
import { MessageReplies } from './MessageReplies';

type MessageDialogProps = { message: ContactMessage; busy: boolean; onClose: () => void; onMarkUnread: () => void };

/** One message in full, with the phone to call back and its replies; opening it has marked it read, and it can go back to unread. */
export function MessageDialog({ message, busy, onClose, onMarkUnread }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="inbox-message-title" aria-describedby="inbox-message-text" maxWidth="sm" fullWidth>
      <DialogTitle id="inbox-message-title">{message.fullName}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Link href={`tel:${message.phoneNumber}`} sx={{ alignSelf: 'flex-start' }}>
            {formatPhone(message.phoneNumber)}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {shopMoment(message.createdAt)}
            {message.customerId !== null && ` · ${t('staff.communication.inbox.customer', { id: message.customerId })}`}
          </Typography>
        </Stack>
        <Typography id="inbox-message-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <MessageReplies messageId={message.id} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onMarkUnread} color="inherit" loading={busy}>
          {t('staff.communication.inbox.markUnread')}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('staff.communication.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
