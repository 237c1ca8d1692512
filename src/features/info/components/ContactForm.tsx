import { useEffect, useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_NAME_LENGTH, PHONE_PATTERN, PHONE_PREFIX } from '../../../../contract/limits';
import { normalizePhone } from '../../../../machines/accountValidation';
import { useSession } from '../../../app/session';
import { failureMessage } from '../../../components/failureMessage';
import { formatPhone } from '../../../components/formatPhone';
import { toServerFailure } from '../../../../machines/serverFailure';
import { useGetCustomerByIdQuery } from '../../account/api';
import { useSendContactMessageMutation } from '../contactApi';
import { errorToast } from '../../../components/errorToast';

// The server's limit (contract/communication.ts MAX_CONTACT_MESSAGE), which the shop's bundle may not import as a value.
const MAX_MESSAGE = 2000;

type Field = 'fullName' | 'phoneNumber' | 'message';
type Problem = 'nameRequired' | 'phoneInvalid' | 'messageRequired';
const fieldOrder: Field[] = ['fullName', 'phoneNumber', 'message'];

/** The contact page's form: name, phone and message to the shop's staff; a signed-in customer's name and phone come filled in. */
export function ContactForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const { data: customer } = useGetCustomerByIdQuery(session?.customerId ?? skipToken);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(`${PHONE_PREFIX} `);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [prefilled, setPrefilled] = useState(false);

  // Filled in once the customer's data arrives, unless the shopper has typed something already.
  useEffect(() => {
    if (!customer || prefilled) return;
    setPrefilled(true);
    setFullName((current) => current || customer.fullName);
    setPhone((current) => (current.trim() === PHONE_PREFIX ? formatPhone(customer.phoneNumber) : current));
  }, [customer, prefilled]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = normalizePhone(phone.trim());
    const found: Partial<Record<Field, Problem>> = {};
    if (!fullName.trim()) found.fullName = 'nameRequired';
    if (!new RegExp(PHONE_PATTERN).test(phoneNumber)) found.phoneNumber = 'phoneInvalid';
    if (!message.trim()) found.message = 'messageRequired';
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    try {
      await send({ fullName: fullName.trim(), phoneNumber, message: message.trim() }).unwrap();
      enqueueSnackbar(t('info.contact.form.sent'), { variant: 'success' });
      setMessage('');
    } catch (error) {
      const failure = toServerFailure(error);
      errorToast(failure.status === 400 ? t('info.contact.form.refused') : failureMessage(error, t));
    }
  };

  const helper = (field: Field) => (problems[field] ? t(`info.contact.form.problems.${problems[field]}`) : undefined);
  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderRadius: 2 }}>
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t('info.contact.form.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('info.contact.form.lead')}</Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="contact-fullName"
            label={t('info.contact.form.name')}
            required
            autoComplete="name"
            value={fullName}
            onChange={(event) => change('fullName', setFullName)(event.target.value)}
            error={Boolean(problems.fullName)}
            helperText={helper('fullName')}
            slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
            sx={{ flex: 1 }}
          />
          <TextField
            id="contact-phoneNumber"
            label={t('info.contact.form.phone')}
            required
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => change('phoneNumber', setPhone)(event.target.value)}
            error={Boolean(problems.phoneNumber)}
            helperText={helper('phoneNumber')}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          id="contact-message"
          label={t('info.contact.form.message')}
          required
          multiline
          minRows={4}
          value={message}
          onChange={(event) => change('message', setMessage)(event.target.value)}
          error={Boolean(problems.message)}
          helperText={helper('message') ?? `${message.length} / ${MAX_MESSAGE}`}
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t('info.contact.form.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
