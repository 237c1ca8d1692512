import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/staffDashboard';
import { useFormatPrice } from '../../../components/Price';

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }, mb: 2 } as const;

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });

/** The period's figures, each a card: a term and its value (a description list, for screen readers). */
export function FigureCards({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const figures = [
    { key: 'orders', value: String(board.orders) },
    { key: 'revenue', value: formatPrice(board.revenue) },
    { key: 'averageBasket', value: formatPrice(board.averageBasket) },
    { key: 'paidShare', value: percent.format(board.paidShare) },
    { key: 'newCustomers', value: String(board.newCustomers) },
  ] as const;
  return (
    <Box component="dl" sx={{ ...grid, m: 0, mb: 2 }}>
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, minWidth: 0, gridColumn: figure.key === 'revenue' ? { xs: 'span 2', sm: 'auto' } : undefined }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`staff.payments.dashboard.${figure.key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}>
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
