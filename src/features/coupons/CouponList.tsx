import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../components/Price';
import { StatusMessage } from '../../components/StatusMessage';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { QueryView } from '../../components/QueryView';
import { SectionHeading } from '../../components/SectionHeading';
import { profileTabPath } from '../../components/profileTabs';
import { useGetCouponsByCustomerIdQuery } from './api';
import { CouponTicket } from './components/CouponTicket';
import { sortCoupons } from './couponState';
import type { CustomerCoupon } from './types';

/** docs/api.md: the goods must stay at least this much after the credit. */
const MIN_GOODS_AFTER_COUPON = 10_000;

function CouponsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('coupons.loading')}>
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={104} />
      ))}
    </Stack>
  );
}

function TicketGrid({ coupons }: { coupons: CustomerCoupon[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponTicket coupon={coupon} />
        </li>
      ))}
    </Box>
  );
}

/** My coupons: usable ones first as tickets, then used and expired ones dimmed; none yet explains the tiers. */
export function CouponList({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const wide = useIsWideScreen();
  const couponsRead = useGetCouponsByCustomerIdQuery(customerId);
  const statusLink = (label: string, variant: 'contained' | 'text') => (
    <Button component={RouterLink} to={profileTabPath('my-status', wide)} variant={variant} color={variant === 'text' ? 'secondary' : 'primary'}>
      {label}
    </Button>
  );

  return (
    <QueryView
      query={couponsRead}
      loading={<CouponsSkeleton />}
      failure={t('profile.loadError')}
      empty={
        <Paper variant="outlined">
          <StatusMessage icon={<LocalOfferOutlinedIcon />} message={t('coupons.empty')} action={statusLink(t('coupons.emptyAction'), 'contained')} />
        </Paper>
      }
    >
      {(coupons) => {
        const { usable, past } = sortCoupons(coupons);
        return (
          <Stack spacing={4}>
            <Box component="section" aria-labelledby="coupons-usable">
              <SectionHeading id="coupons-usable">{t('coupons.usableTitle')}</SectionHeading>
              {usable.length > 0 ? (
                <>
                  <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: -0.5, mb: 2 }}>
                    {t('coupons.usableHint', { minimum: formatPrice(MIN_GOODS_AFTER_COUPON) })}
                  </Typography>
                  <TicketGrid coupons={usable} />
                </>
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('coupons.noneUsable')}</Typography>
              )}
            </Box>
            {past.length > 0 && (
              <Box component="section" aria-labelledby="coupons-past">
                <SectionHeading id="coupons-past">{t('coupons.pastTitle')}</SectionHeading>
                <TicketGrid coupons={past} />
              </Box>
            )}
            <Box>{statusLink(t('coupons.moreAction'), 'text')}</Box>
          </Stack>
        );
      }}
    </QueryView>
  );
}
