import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { orderSteps, stepIndex } from '../orderRules';
import type { OrderStatus } from '../types';

/** Accepted, ready, being delivered, delivered: the steps behind are done, the current one is marked. */
export function OrderStepper({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const current = stepIndex(status);
  return (
    <Stepper
      activeStep={status === 'REACHED' ? orderSteps.length : current}
      alternativeLabel
      component="ol"
      aria-label={t('orders.progress')}
      sx={{ m: 0, p: 0, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 13 }, mt: '6px !important' } }}
    >
      {orderSteps.map((step, index) => (
        <Step key={step} component="li" completed={index <= current} aria-current={index === current ? 'step' : undefined}>
          <StepLabel>{t(`orders.status.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
