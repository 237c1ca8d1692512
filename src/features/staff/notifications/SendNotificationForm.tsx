import { useState, type FormEvent } from 'react';
import { Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN, PHONE_PREFIX } from '../../../../contract/limits';
import { normalizePhone } from '../../../../machines/accountValidation';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { useStaffFailure } from '../kit/useStaffFailure';
import type { NotificationTextsBody } from '../../../../contract/communication';
import { useSendToAllMutation, useSendToCustomerMutation } from './api';

// The server's limits (contract/communication.ts), which the shop's bundle may not import as values.
const MAX_TITLE = 100;
const MAX_MESSAGE = 1000;

type Field = keyof NotificationTextsBody | 'phoneNumber';
const fieldOrder: Field[] = ['phoneNumber', 'title', 'message', 'titleRUS', 'messageRUS'];
const empty: NotificationTextsBody = { title: '', message: '', titleRUS: '', messageRUS: '' };

/** The send form: to everyone or to one customer by phone; title and text in Uzbek and Russian. */
export function SendNotificationForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('notificationSend');
  const [sendToAll, toAll] = useSendToAllMutation();
  const [sendToCustomer, toOne] = useSendToCustomerMutation();
  const [audience, setAudience] = useState<'all' | 'one'>('all');
  const [phone, setPhone] = useState(`${PHONE_PREFIX} `);
  const [texts, setTexts] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    if (audience === 'one' && !new RegExp(PHONE_PATTERN).test(normalizePhone(phone.trim()))) found.phoneNumber = t('staff.communication.notifications.phoneInvalid');
    for (const field of ['title', 'message', 'titleRUS', 'messageRUS'] as const) {
      if (!texts[field].trim()) found[field] = t('staff.communication.notifications.required');
    }
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`notification-${first}`)?.focus();
    return !first;
  };

  const send = async () => {
    setConfirming(false);
    const body = { title: texts.title.trim(), message: texts.message.trim(), titleRUS: texts.titleRUS.trim(), messageRUS: texts.messageRUS.trim() };
    try {
      if (audience === 'all') {
        const sent = await sendToAll(body).unwrap();
        enqueueSnackbar(t('staff.communication.notifications.sentToAll', { count: sent?.recipients ?? 0 }), { variant: 'success' });
      } else {
        const sent = await sendToCustomer({ ...body, phoneNumber: normalizePhone(phone.trim()) }).unwrap();
        enqueueSnackbar(t('staff.communication.notifications.sentToOne', { name: sent.customer?.fullName ?? '' }), { variant: 'success' });
      }
      setTexts(empty);
    } catch (error) {
      if (failed(error).reason === 'notFound') {
        setProblems({ phoneNumber: t('staff.communication.notifications.noCustomer') });
        document.getElementById('notification-phoneNumber')?.focus();
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    if (audience === 'all') setConfirming(true);
    else void send();
  };

  const field = (name: keyof NotificationTextsBody, multiline: boolean) => (
    <TextField
      id={`notification-${name}`}
      label={t(`staff.communication.notifications.fields.${name}`)}
      required
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={texts[name]}
      onChange={(event) => {
        setTexts({ ...texts, [name]: event.target.value });
        setProblems({ ...problems, [name]: undefined });
      }}
      error={problems[name] !== undefined}
      helperText={problems[name] ?? (multiline ? `${texts[name].length} / ${MAX_MESSAGE}` : undefined)}
      slotProps={{ htmlInput: { maxLength: multiline ? MAX_MESSAGE : MAX_TITLE } }}
      fullWidth
    />
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="notification-send-title" variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 3 }}>
      <Typography id="notification-send-title" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('staff.communication.notifications.sendTitle')}
      </Typography>
      <RadioGroup
        row
        aria-label={t('staff.communication.notifications.audience')}
        value={audience}
        onChange={(event) => {
          setAudience(event.target.value === 'one' ? 'one' : 'all');
          setProblems({});
        }}
      >
        <FormControlLabel value="all" control={<Radio />} label={t('staff.communication.notifications.toAll')} />
        <FormControlLabel value="one" control={<Radio />} label={t('staff.communication.notifications.toOne')} />
      </RadioGroup>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {audience === 'one' && (
          <TextField
            id="notification-phoneNumber"
            label={t('staff.communication.notifications.fields.phoneNumber')}
            required
            size="small"
            type="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setProblems({ ...problems, phoneNumber: undefined });
            }}
            error={problems.phoneNumber !== undefined}
            helperText={problems.phoneNumber}
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
          text={t('staff.communication.notifications.confirmAllText', { title: texts.title.trim() })}
          confirm={t('staff.communication.notifications.send')}
          busy={toAll.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </Paper>
  );
}
