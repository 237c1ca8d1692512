import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../../machines/accountPanelTypes';
import type { FieldError, FieldErrors, FieldName } from '../../../../machines/accountValidation';
import type { Translation } from '../../../i18n/translations';
import { focusFirstInvalid, ProblemAlert } from '../../../components/formProblems';

type StepFormProps = {
  intro?: ReactNode;
  notice: Notice | null;
  fieldErrors: FieldErrors;
  busy: boolean;
  /** Whether the busy call is this form's own, whose spinner the submit button shows; busy by default. */
  submitPending?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Secondary actions under the submit button (forgot password, resend code, Telegram). */
  footer?: ReactNode;
};

// A wrong or expired code is refused with a toast as well (machines/accountPanel.ts: showCodeRefusal, reportFailure),
// which is heard already: the form's alert leaves those to it rather than say them twice.
const toldByToast: ReadonlySet<FieldError> = new Set(['codeWrong', 'codeExpired']);

// The labels the panel's fields carry (account.fields), which the alert names each problem by.
const fieldLabel: Record<FieldName, keyof Translation['account']['fields']> = {
  phoneNumber: 'phone',
  password: 'password',
  verifyCode: 'code',
  fullName: 'fullName',
  birthDate: 'birthDate',
  gender: 'gender',
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
};

const noticeSeverity: Record<Notice, 'info' | 'success'> = {
  alreadyRegistered: 'info',
  passwordReset: 'success',
  codeResent: 'info',
  telegramNotLinked: 'info',
};

/**
 * One step of the panel: a form whose Enter key and submit button send the step's event, with a spinner
 * on the button while the call runs. When the machine refuses the input, focus goes to the first field
 * it complains about, so keyboard and screen-reader users land on the problem, and the problems are read out
 * (components/formProblems.tsx): a phone typed wrong and sent with Enter keeps the focus where it was, so moving it
 * says nothing.
 */
export function StepForm({ intro, notice, fieldErrors, busy, submitPending = busy, submitLabel, onSubmit, children, footer }: StepFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
  }, [fieldErrors]);

  // The machine refuses with a new fieldErrors each time: counted, so the same problem refused twice is heard twice.
  const [refusals, setRefusals] = useState({ seen: fieldErrors, count: 0 });
  if (refusals.seen !== fieldErrors) setRefusals({ seen: fieldErrors, count: refusals.count + 1 });
  const heard = (Object.entries(fieldErrors) as Array<[FieldName, FieldError]>)
    .filter(([, error]) => !toldByToast.has(error))
    .map(([field, error]) => ({ field: t(`account.fields.${fieldLabel[field]}`), text: t(`account.validation.${error}`) }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={busy}>
      <ProblemAlert problems={heard} attempt={refusals.count} />
      <Stack spacing={2.5}>
        {notice && (
          <Alert severity={noticeSeverity[notice]} role="status">
            {t(`account.notices.${notice}`)}
          </Alert>
        )}
        {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={submitPending ? <CircularProgress size={18} color="inherit" aria-label={t('account.busy')} /> : undefined}
        >
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </Box>
  );
}
