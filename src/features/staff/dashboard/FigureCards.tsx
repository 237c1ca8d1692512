import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/staffDashboard';
import { useFormatPrice } from '../../../components/Price';

// The money figures are the longest: wider columns for them where all five stand in a row.
const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: '1.6fr 1fr 1.6fr 1fr 1fr' }, mb: 2 } as const;

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });

/** The period's figures, each a card: a term and its value (a description list, for screen readers). */
export function FigureCards({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  // A narrow card may wrap between the amount and the currency word, never inside either.
  const formatPrice = (amount: number) => price(amount).replace(/\u00a0(?=\D+$)/, ' ');
  const figures = [
    { key: 'revenue', value: formatPrice(board.revenue) },
    { key: 'orders', value: String(board.orders) },
    { key: 'averageBasket', value: formatPrice(board.averageBasket) },
    { key: 'paidShare', value: percent.format(board.paidShare) },
    { key: 'newCustomers', value: String(board.newCustomers) },
  ] as const;
  return (
    <Box component="dl" sx={{ ...grid, mt: 0, mx: 0 }}>
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, minWidth: 0, gridColumn: figure.key === 'revenue' ? { xs: 'span 2', sm: 'auto' } : undefined }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`staff.payments.dashboard.${figure.key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Box sx={grid}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}
