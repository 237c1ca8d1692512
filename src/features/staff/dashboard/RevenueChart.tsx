import { useTranslation } from 'react-i18next';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material';
import { useFormatPrice } from '../../../components/Price';

export type ChartPoint = { label: string; orders: number; revenue: number };

const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/**
 * Revenue as bars (left axis, so'm) and orders as a line (right axis), one point a bucket. In its own chunk: the
 * chart library is the dashboard's alone. The figures are also in the table beside it for screen readers.
 */
export default function RevenueChart({ points, height }: { points: ChartPoint[]; height: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const formatPrice = useFormatPrice();
  // The axis has room for a few characters: 1 500 000 reads "1,5 mln", 250 000 "250 ming".
  const compact = (value: number) =>
    value >= 1_000_000
      ? t('staff.payments.dashboard.millions', { value: oneDecimal.format(value / 1_000_000) })
      : value >= 1000
        ? t('staff.payments.dashboard.thousands', { value: oneDecimal.format(value / 1000) })
        : String(value);
  return (
    <ChartsContainer
      // The chart is hidden from screen readers (its card carries the figures as a table), so it takes no focus either.
      disableKeyboardNavigation
      height={height}
      margin={{ top: 12, right: 8, bottom: 8, left: 8 }}
      xAxis={[{ id: 'x', scaleType: 'band', data: points.map((point) => point.label) }]}
      yAxis={[
        { id: 'revenue', min: 0, valueFormatter: compact, width: 76 },
        { id: 'orders', min: 0, position: 'right', tickMinStep: 1, width: 32 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'revenue',
          label: t('staff.payments.dashboard.revenue'),
          data: points.map((point) => point.revenue),
          yAxisId: 'revenue',
          color: theme.palette.secondary.main,
          valueFormatter: (value) => (value === null ? '' : formatPrice(value)),
        },
        {
          type: 'line',
          id: 'orders',
          label: t('staff.payments.dashboard.orders'),
          data: points.map((point) => point.orders),
          yAxisId: 'orders',
          color: theme.palette.primary.main,
          curve: 'linear',
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="x" />
      <ChartsYAxis axisId="revenue" />
      <ChartsYAxis axisId="orders" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
