import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../contract/communication';
import { formatPhone } from '../../../components/formatPhone';
import { shopMoment } from '../../../components/shopTime';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { MessageReplies } from './MessageReplies';

type MessageDialogProps = { message: ContactMessage; busy: boolean; onClose: () => void; onMarkUnread: () => void };

/**
 * One message in full, with the phone to call back and its replies; opening it has marked it read, and it can go back
 * to unread. Closing it (or marking it unread, which closes it) over a reply typed and not sent asks first.
 */
export function MessageDialog({ message, busy, onClose, onMarkUnread }: MessageDialogProps) {
  const { t } = useTranslation();
  const [hasDraft, setHasDraft] = useState(false);
  // The closing asked for, waiting for the answer to "drop the reply?".
  const [pending, setPending] = useState<(() => void) | null>(null);
  const unlessDraft = (action: () => void) => () => (hasDraft ? setPending(() => action) : action());
  const close = unlessDraft(onClose);
  return (
    <>
      <Dialog open onClose={close} aria-labelledby="inbox-message-title" aria-describedby="inbox-message-text" maxWidth="sm" fullWidth>
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
          <MessageReplies messageId={message.id} onDraftChange={setHasDraft} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={unlessDraft(onMarkUnread)} color="inherit" loading={busy}>
            {t('staff.communication.inbox.markUnread')}
          </Button>
          <Button onClick={close} variant="contained" autoFocus>
            {t('staff.communication.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {pending && (
        <ConfirmDeleteDialog
          title={t('staff.communication.inbox.reply.unsent.title')}
          text={t('staff.communication.inbox.reply.unsent.text')}
          confirm={t('staff.communication.inbox.reply.unsent.discard')}
          keep={t('staff.communication.inbox.reply.unsent.keep')}
          busy={false}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            pending();
          }}
        />
      )}
    </>
  );
}
