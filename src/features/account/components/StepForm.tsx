import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../../machines/accountPanelTypes';
import type { FieldErrors } from '../../../../machines/accountValidation';

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

const noticeSeverity: Record<Notice, 'info' | 'success'> = {
  alreadyRegistered: 'info',
  passwordReset: 'success',
  codeResent: 'info',
  telegramNotLinked: 'info',
};

/**
 * One step of the panel: a form whose Enter key and submit button send the step's event, with a spinner
 * on the button while the call runs. When the machine refuses the input, focus goes to the first field
 * it complains about, so keyboard and screen-reader users land on the problem.
 */
export function StepForm({ intro, notice, fieldErrors, busy, submitPending = busy, submitLabel, onSubmit, children, footer }: StepFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={busy}>
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
