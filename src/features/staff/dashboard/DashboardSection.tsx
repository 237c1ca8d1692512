import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DashboardPeriod } from '../../../../contract/staffDashboard';
import { useAppDispatch } from '../../../app/hooks';
import { QueryView } from '../../../components/QueryView';
import { StaffHeading } from '../frame/StaffHeading';
import { useStaffReadFailure } from '../kit/useStaffFailure';
import { refreshDashboard, useGetDashboardQuery } from './api';
import { DashboardSkeleton, FigureCards } from './FigureCards';
import { RevenueCard } from './RevenueCard';
import { TopLists } from './TopLists';

// The contract's periods (src/ takes only types from contract/).
const periods: DashboardPeriod[] = ['today', '7d', '30d'];

/** /staff/dashboard: the period's figures (?period=today|7d|30d, so a reload keeps it), its chart and best sellers. */
export function DashboardSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const period: DashboardPeriod = periods.find((candidate) => candidate === params.get('period')) ?? 'today';
  const read = useGetDashboardQuery(period);
  useStaffReadFailure(read.error, 'staff.payments.dashboard.loadError');

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <StaffHeading>{t('staff.sections.dashboard')}</StaffHeading>
        <Button variant="outlined" onClick={() => dispatch(refreshDashboard())} loading={read.isFetching} sx={{ flexShrink: 0 }}>
          {t('staff.refresh')}
        </Button>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={period}
        onChange={(_event, next: DashboardPeriod | null) => next && setParams(next === 'today' ? {} : { period: next }, { replace: true })}
        aria-label={t('staff.payments.dashboard.period')}
        sx={{ mb: 2 }}
      >
        {periods.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {t(`staff.payments.dashboard.periods.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryView query={{ ...read, data: read.currentData }} loading={<DashboardSkeleton label={t('staff.payments.dashboard.loading')} />} failure={t('staff.payments.dashboard.loadError')}>
        {(board) => (
          <>
            {board.orders === 0 && board.revenue === 0 && (
              <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('staff.payments.dashboard.empty')}
              </Typography>
            )}
            <FigureCards board={board} />
            <RevenueCard board={board} />
            <TopLists board={board} />
          </>
        )}
      </QueryView>
    </>
  );
}
