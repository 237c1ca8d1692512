import { lazy, Suspense } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/staffDashboard';
import { useFormatPrice } from '../../../components/Price';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import ui from '../../../components/ui.module.css';
import { shopDayMonth, shopHour } from '../../../components/shopTime';

// The chart library is large; only this card loads it, after the figures are on screen.
const RevenueChart = lazy(() => import(/* webpackChunkName: "staff-dashboard-chart" */ './RevenueChart'));

/** Revenue and orders over the period: the chart for the eye, the same figures as a table for screen readers. */
export function RevenueCard({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const wide = useIsWideScreen();
  const height = wide ? 320 : 240;
  const points = board.series.map((point) => ({ ...point, label: board.period === 'today' ? shopHour(point.start) : shopDayMonth(point.start) }));
  const bucket = t(board.period === 'today' ? 'staff.payments.dashboard.hour' : 'staff.payments.dashboard.day');
  return (
    <Paper component="section" aria-labelledby="dashboard-chart-title" variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 2, minWidth: 0 }}>
      <Typography id="dashboard-chart-title" component="h2" variant="h6">
        {t('staff.payments.dashboard.chartTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('staff.payments.dashboard.chartLegend')}
      </Typography>
      <Box aria-hidden data-testid="revenue-chart" sx={{ height }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />}>
          <RevenueChart points={points} height={height} />
        </Suspense>
      </Box>
      <table className={ui.visuallyHidden}>
        <caption>{t('staff.payments.dashboard.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{bucket}</th>
            <th scope="col">{t('staff.payments.dashboard.orders')}</th>
            <th scope="col">{t('staff.payments.dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start}>
              <th scope="row">{point.label}</th>
              <td>{point.orders}</td>
              <td>{formatPrice(point.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
