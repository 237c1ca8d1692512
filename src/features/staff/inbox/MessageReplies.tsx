import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPLY_TEXT } from '../../../../contract/limits';
import type { MessageReply } from '../../../../contract/communication';
import { shopMoment } from '../../../components/shopTime';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useStaffForm } from '../kit/useStaffForm';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useGetMessageQuery, useReplyToMessageMutation } from './api';

function ReplyItem({ reply }: { reply: MessageReply }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: reply.delivery === 'FAILED' ? 'error.main' : 'primary.light', pl: 1.5, py: 0.5 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.text}</Typography>
      <Typography variant="body2" sx={{ color: reply.delivery === 'FAILED' ? 'error.main' : 'text.secondary' }}>
        {t('staff.communication.inbox.reply.by', { name: reply.userName, time: shopMoment(reply.createdAt) })} · {t(`staff.communication.inbox.reply.delivery.${reply.delivery}`)}
      </Typography>
    </Box>
  );
}

/**
 * The answers under a message and the box to write one, sent by SMS to the message's phone. A refused send keeps the
 * text, so nothing typed is lost to a failure.
 */
export function MessageReplies({ messageId, onDraftChange }: { messageId: number; onDraftChange: (hasDraft: boolean) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('inboxReply');
  const detail = useGetMessageQuery(messageId);
  const [replyToMessage, sending] = useReplyToMessageMutation();
  const form = useStaffForm({
    initial: { text: '' },
    idPrefix: 'inbox-reply',
    check: (values) => (values.text.trim() ? {} : { text: t('staff.communication.inbox.reply.required') }),
  });

  // A reply typed and not sent is an unsaved edit: leaving the page or the tab asks, and so does closing the message.
  const hasDraft = form.values.text.trim() !== '';
  const { guard } = useUnsavedChangesGuard(hasDraft);
  useEffect(() => onDraftChange(hasDraft), [hasDraft, onDraftChange]);

  const sendReply = async (text: string) => {
    try {
      await replyToMessage({ id: messageId, text }).unwrap();
      form.reset();
      enqueueSnackbar(t('staff.communication.inbox.reply.sent'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  const replies = detail.data?.replies ?? [];
  return (
    <Box sx={{ mt: 3 }}>
      {guard}
      {detail.isError && (
        <Typography variant="body2" sx={{ color: 'error.main', mb: 1 }}>
          {t('staff.communication.inbox.reply.loadError')}
        </Typography>
      )}
      {replies.length > 0 && (
        <Stack component="ol" spacing={1.5} aria-label={t('staff.communication.inbox.reply.repliesLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </Stack>
      )}
      <Box component="form" noValidate onSubmit={form.submit((values) => void sendReply(values.text.trim()))}>
        <TextField
          {...form.field('text', t('staff.communication.inbox.reply.counter', { count: form.values.text.length, max: MAX_REPLY_TEXT }))}
          label={t('staff.communication.inbox.reply.replyLabel')}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_REPLY_TEXT } }}
        />
        <Button type="submit" variant="outlined" loading={sending.isLoading} sx={{ mt: 1 }}>
          {t('staff.communication.inbox.reply.send')}
        </Button>
      </Box>
    </Box>
  );
}
