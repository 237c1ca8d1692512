import { useTranslation } from 'react-i18next';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material';
import { groupThousands, useFormatPrice } from '../../../components/Price';

export type ChartPoint = { label: string; orders: number; revenue: number };

/** Compact axis figures: 1 200 000 -> "1,2 mln" is words the axis has no room for, so thousands: "1 200k". */
const compact = (value: number) => (value >= 1000 ? `${groupThousands(value / 1000)}k` : String(value));

/**
 * Revenue as bars (left axis, so'm) and orders as a line (right axis), one point a bucket. In its own chunk: the
 * chart library is the dashboard's alone. The figures are also in the table beside it for screen readers.
 */
export default function RevenueChart({ points, height }: { points: ChartPoint[]; height: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const formatPrice = useFormatPrice();
  return (
    <ChartsContainer
      // The chart is hidden from screen readers (its card carries the figures as a table), so it takes no focus either.
      disableKeyboardNavigation
      height={height}
      margin={{ top: 12, right: 8, bottom: 8, left: 8 }}
      xAxis={[{ id: 'x', scaleType: 'band', data: points.map((point) => point.label) }]}
      yAxis={[
        { id: 'revenue', min: 0, valueFormatter: compact, width: 56 },
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
