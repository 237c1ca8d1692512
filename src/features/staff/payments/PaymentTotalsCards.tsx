import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentTotals, ProviderTotals } from '../../../../contract/staffPayments';
import { useFormatPrice } from '../../../components/Price';

type Totals = Omit<ProviderTotals, 'provider'>;

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 } as const;

function TotalsCard({ title, totals, id }: { title: string; totals: Totals; id: string }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const line = (label: string, value: string) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('staff.payments.transactions', { count: totals.count })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, typography: 'body2' }}>
        {line(t('staff.payments.paidSum'), formatPrice(totals.paidSum))}
        {line(t('staff.payments.refundedSum'), formatPrice(totals.refundedSum))}
        {line(t('staff.payments.net'), formatPrice(totals.net))}
      </Box>
    </Paper>
  );
}

/** The range's totals: every provider together, then each provider. */
export function PaymentTotalsCards({ totals }: { totals: PaymentTotals }) {
  const { t } = useTranslation();
  return (
    <Box sx={grid}>
      <TotalsCard id="payments-total-all" title={t('staff.payments.allProviders')} totals={totals.all} />
      {totals.providers.map((provider) => (
        <TotalsCard key={provider.provider} id={`payments-total-${provider.provider}`} title={t(`staff.payments.providers.${provider.provider}`)} totals={provider} />
      ))}
    </Box>
  );
}

export function TotalsSkeleton({ label }: { label: string }) {
  return (
    <Box sx={grid} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={132} />
      ))}
    </Box>
  );
}
