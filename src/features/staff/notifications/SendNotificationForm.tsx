import { useState } from 'react';
import { Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, PHONE_PREFIX } from '../../../../contract/limits';
import { normalizePhone } from '../../../../machines/accountValidation';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { useStaffFailure } from '../kit/useStaffFailure';
import type { NotificationTextsBody } from '../../../../contract/communication';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useSendToAllMutation, useSendToCustomerMutation } from './api';

// The server's limits (contract/communication.ts), which the shop's bundle may not import as values.
const MAX_TITLE = 100;
const MAX_MESSAGE = 1000;

const texts = ['title', 'message', 'titleRUS', 'messageRUS'] as const satisfies readonly (keyof NotificationTextsBody)[];

/** The send form: to everyone or to one customer by phone; title and text in Uzbek and Russian. */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('notificationSend');
  const [sendToAll, toAll] = useSendToAllMutation();
  const [sendToCustomer, toOne] = useSendToCustomerMutation();
  // The server's "no customer has that phone", on the phone.
  const [refused, setRefused] = useState<{ phoneNumber?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const form = useStaffForm({
    initial: { audience: 'all' as 'all' | 'one', phoneNumber: `${PHONE_PREFIX} `, title: '', message: '', titleRUS: '', messageRUS: '' },
    idPrefix: 'notification',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (values.audience === 'one' && !new RegExp(PHONE_PATTERN).test(normalizePhone(values.phoneNumber.trim()))) {
        found.phoneNumber = t('staff.communication.notifications.phoneInvalid');
      }
      for (const field of texts) if (!values[field].trim()) found[field] = t('staff.communication.notifications.required');
      return found;
    },
    refused,
  });
  const { values } = form;
  // The texts are the work; the audience and phone alone are quickly picked again.
  const { guard } = useUnsavedChangesGuard(texts.some((name) => values[name].trim() !== ''));

  const send = async () => {
    setConfirming(false);
    const body = { title: values.title.trim(), message: values.message.trim(), titleRUS: values.titleRUS.trim(), messageRUS: values.messageRUS.trim() };
    try {
      if (values.audience === 'all') {
        const sent = await sendToAll(body).unwrap();
        enqueueSnackbar(t('staff.communication.notifications.sentToAll', { count: sent?.recipients ?? 0 }), { variant: 'success' });
      } else {
        const sent = await sendToCustomer({ ...body, phoneNumber: normalizePhone(values.phoneNumber.trim()) }).unwrap();
        enqueueSnackbar(t('staff.communication.notifications.sentToOne', { name: sent.customer?.fullName ?? '' }), { variant: 'success' });
      }
      form.reset(...texts);
    } catch (error) {
      if (failed(error).reason === 'notFound') {
        setRefused({ phoneNumber: t('staff.communication.notifications.noCustomer') });
        form.focus('phoneNumber');
      }
    }
  };

  const submit = form.submit(() => {
    setRefused({});
    if (values.audience === 'all') setConfirming(true);
    else void send();
  });

  const field = (name: keyof NotificationTextsBody, multiline: boolean) => (
    <TextField
      {...form.field(name, multiline ? `${values[name].length} / ${MAX_MESSAGE}` : undefined)}
      label={t(`staff.communication.notifications.fields.${name}`)}
      required
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: multiline ? MAX_MESSAGE : MAX_TITLE } }}
      fullWidth
    />
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="notification-send-title" variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 3 }}>
      {guard}
      <Typography id="notification-send-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('staff.communication.notifications.sendTitle')}
      </Typography>
      <RadioGroup
        row
        aria-label={t('staff.communication.notifications.audience')}
        value={values.audience}
        onChange={(event) => {
          form.set('audience', event.target.value === 'one' ? 'one' : 'all');
          // What was wrong with the fields may be moot for the other audience.
          form.forget();
        }}
      >
        <FormControlLabel value="all" control={<Radio />} label={t('staff.communication.notifications.toAll')} />
        <FormControlLabel value="one" control={<Radio />} label={t('staff.communication.notifications.toOne')} />
      </RadioGroup>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {values.audience === 'one' && (
          <TextField
            {...form.field('phoneNumber')}
            label={t('staff.communication.notifications.fields.phoneNumber')}
            required
            size="small"
            type="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
          <Stack spacing={2} useFlexGap sx={{ flex: 1 }} component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{t('staff.communication.uz')}</Typography>
            {field('title', false)}
            {field('message', true)}
          </Stack>
          <Stack spacing={2} useFlexGap sx={{ flex: 1 }} component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{t('staff.communication.ru')}</Typography>
            {field('titleRUS', false)}
            {field('messageRUS', true)}
          </Stack>
        </Stack>
        <Button type="submit" variant="contained" loading={toAll.isLoading || toOne.isLoading} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t('staff.communication.notifications.send')}
        </Button>
      </Stack>
      {confirming && (
        <ConfirmDeleteDialog
          title={t('staff.communication.notifications.confirmAllTitle')}
          text={t('staff.communication.notifications.confirmAllText', { title: values.title.trim() })}
          confirm={t('staff.communication.notifications.send')}
          busy={toAll.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </Paper>
  );
}
