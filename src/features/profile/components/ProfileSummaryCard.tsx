import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CustomerAvatar } from '../../../components/CustomerAvatar';
import { QueryView } from '../../../components/QueryView';
import { groupThousands } from '../../../components/Price';
import { mediaUrl } from '../../../app/config';
import { useGetCustomerByIdQuery } from '../../account/api';
import { useTierName } from '../../loyalty/useTierName';
import { formatPhone } from '../../../components/formatPhone';

type ProfileSummaryCardProps = {
  customerId: number;
  /** Where the status chip leads (the my-status tab or page). */
  statusHref: string;
  /** Shown only where no section below repeats the failure with its own retry (the phone list). */
  showRetry?: boolean;
};

/** The customer at a glance: picture, name, phone, and the loyalty status with the points. */
export function ProfileSummaryCard({ customerId, statusHref, showRetry = false }: ProfileSummaryCardProps) {
  const { t } = useTranslation();
  const tierName = useTierName();
  const customerRead = useGetCustomerByIdQuery(customerId);

  return (
    <QueryView
      query={customerRead}
      loading={
        <Stack direction="row" spacing={2} role="status" aria-busy="true" aria-label={t('profile.summary.loading')} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={24} />
            <Skeleton width="50%" height={20} />
            <Skeleton width={120} height={28} />
          </Box>
        </Stack>
      }
      failure={(retry) => (
        <Stack direction="row" spacing={2} role="alert" sx={{ alignItems: 'center' }}>
          <CustomerAvatar fullName={null} imageUrl={null} size={56} />
          <Box>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('profile.summary.error')}</Typography>
            {showRetry && (
              <Button size="small" onClick={retry} sx={{ px: 0, mt: 0.5 }}>
                {t('common.retry')}
              </Button>
            )}
          </Box>
        </Stack>
      )}
    >
      {(customer) => (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <CustomerAvatar fullName={customer.fullName} imageUrl={mediaUrl(customer.image?.url)} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {customer.fullName}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {formatPhone(customer.phoneNumber)}
            </Typography>
            {/* Guarded: a customer cached from an older answer may lack the status; the card still says who is in. */}
            {customer.status && (
              <Chip
                component={RouterLink}
                to={statusHref}
                clickable
                size="small"
                icon={<WorkspacePremiumOutlinedIcon />}
                label={t('profile.summary.status', {
                  status: tierName(customer.status.name),
                  points: groupThousands(customer.points),
                  count: customer.points,
                })}
                sx={{ mt: 0.75, bgcolor: 'rgba(168, 85, 43, 0.1)', color: 'secondary.dark', fontWeight: 600, '& .MuiChip-icon': { color: 'secondary.main' } }}
              />
            )}
          </Box>
        </Stack>
      )}
    </QueryView>
  );
}
