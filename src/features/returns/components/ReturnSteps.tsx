import { Chip, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { requestSteps } from '../returnRules';
import type { ReturnRequest, ReturnStatus } from '../types';

const statusColors = {
  REQUESTED: 'info',
  APPROVED: 'secondary',
  RECEIVED: 'secondary',
  REFUNDED: 'success',
  EXCHANGED: 'success',
  REJECTED: 'error',
  CLOSED: 'default',
} as const satisfies Record<ReturnStatus, 'info' | 'secondary' | 'success' | 'error' | 'default'>;

/** The request's status in words, as the order's own chip shows its status. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={statusColors[status]} label={t(`returns.status.${status}`)} data-testid="return-status" />;
}

/** Asked, approved, received, refunded or exchanged: the steps behind are done, the current one is marked. */
export function ReturnSteps({ request }: { request: Pick<ReturnRequest, 'kind' | 'status'> }) {
  const { t } = useTranslation();
  const steps = requestSteps(request.kind);
  const current = steps.indexOf(request.status);
  const finished = current === steps.length - 1;
  return (
    <Stepper
      activeStep={finished ? steps.length : current}
      alternativeLabel
      component="ol"
      aria-label={t('returns.request.progress')}
      sx={{ m: 0, p: 0, '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 12 }, mt: '6px !important' } }}
    >
      {steps.map((step, index) => (
        <Step key={step} component="li" completed={index <= current} aria-current={index === current ? 'step' : undefined}>
          <StepLabel>{t(`returns.status.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
