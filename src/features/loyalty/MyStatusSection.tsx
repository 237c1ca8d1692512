import { Box, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../components/Price';
import { useGetCustomerByIdQuery } from '../account/api';
import type { Customer } from '../account/types';
import { QueryView } from '../../components/QueryView';
import { SectionHeading } from '../../components/SectionHeading';
import { TierTable } from './TierTable';
import { SOM_PER_POINT, tierProgress } from './tierProgress';
import { useTierName } from './useTierName';

const cardSx = { p: { xs: 2, md: 3 } } as const;

function ProgressCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const tierName = useTierName();
  const progress = tierProgress(customer.points, customer.status);
  const current = tierName(customer.status.name);
  return (
    <Paper variant="outlined" sx={cardSx}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('profile.status.pointsLabel')}</Typography>
          <Typography component="p" sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 800, lineHeight: 1.1 }}>
            {t('profile.status.points', { count: customer.points, points: groupThousands(customer.points) })}
          </Typography>
        </Box>
        <Chip
          icon={<WorkspacePremiumOutlinedIcon />}
          label={t('profile.status.currentTier', { tier: current })}
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700, '& .MuiChip-icon': { color: 'inherit' } }}
        />
      </Stack>
      <Box sx={{ mt: 3 }}>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          color="secondary"
          aria-label={progress.next ? t('profile.status.progressLabel', { tier: tierName(progress.next) }) : t('profile.status.progressTop')}
          aria-valuetext={`${progress.percent}%`}
          sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(168, 85, 43, 0.15)' }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, fontSize: 13, color: 'text.secondary' }}>
          <span>{current}</span>
          {progress.next && <span>{tierName(progress.next)}</span>}
        </Stack>
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          {progress.next
            ? t('profile.status.toNext', { count: progress.remaining, points: groupThousands(progress.remaining), tier: tierName(progress.next) })
            : t('profile.status.top', { tier: current })}
        </Typography>
      </Box>
    </Paper>
  );
}

function ProgressSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={cardSx} role="status" aria-busy="true" aria-label={t('profile.status.loading')}>
      <Skeleton width={120} height={20} />
      <Skeleton width={200} height={48} />
      <Skeleton variant="rounded" height={10} sx={{ mt: 3 }} />
      <Skeleton width="60%" height={24} sx={{ mt: 1.5 }} />
    </Paper>
  );
}

/** My status: the points, the tier, how far the next one is, and how tiers and coupons work. */
export function MyStatusSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const customerRead = useGetCustomerByIdQuery(customerId);

  return (
    <Stack spacing={2}>
      <QueryView query={customerRead} loading={<ProgressSkeleton />} failure={t('profile.loadError')}>
        {(customer) => <ProgressCard customer={customer} />}
      </QueryView>
      <Paper variant="outlined" sx={{ ...cardSx, bgcolor: 'background.default' }}>
        <SectionHeading>{t('profile.status.ruleHeading')}</SectionHeading>
        <Typography component="p" sx={{ fontSize: 22, fontWeight: 800 }}>
          {t('profile.status.rule', { amount: groupThousands(SOM_PER_POINT) })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('profile.status.ruleDetail')}</Typography>
      </Paper>
      <Paper variant="outlined" sx={cardSx}>
        <SectionHeading id="tier-table-heading">{t('profile.status.tableHeading')}</SectionHeading>
        <TierTable currentTier={customerRead.data?.status.name ?? null} />
      </Paper>
    </Stack>
  );
}
