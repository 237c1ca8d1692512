import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useOrderDates } from '../../orders/useOrderDates';
import { MIN_GOODS_AFTER_COUPON, couponFits } from '../checkoutRules';
import type { CustomerCoupon } from '../types';

type CouponChoiceProps = {
  coupons: CustomerCoupon[] | undefined;
  failed: boolean;
  onRetry: () => void;
  goods: number;
  selectedId: number | null;
  onSelect: (couponCustomerId: number | null) => void;
  disabled: boolean;
};

const none = 'none';

/**
 * The customer's coupons that can be used now. One that would leave less than 10 000 so'm of goods is
 * shown but cannot be picked, with the reason. A failed read does not hold up the order: it goes without.
 */
export function CouponChoice({ coupons, failed, onRetry, goods, selectedId, onSelect, disabled }: CouponChoiceProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();

  if (!coupons) {
    return failed ? (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('checkout.coupon.loadError')}
      </Alert>
    ) : (
      <Skeleton variant="rounded" height={48} role="status" aria-busy="true" aria-label={t('checkout.coupon.loading')} />
    );
  }
  if (coupons.length === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('checkout.coupon.none')}</Typography>;

  return (
    <RadioGroup
      aria-labelledby="checkout-coupon-title"
      value={selectedId === null ? none : String(selectedId)}
      onChange={(event) => onSelect(event.target.value === none ? null : Number(event.target.value))}
    >
      <FormControlLabel value={none} control={<Radio size="small" />} label={t('checkout.coupon.without')} disabled={disabled} />
      {coupons.map((coupon) => {
        const fits = couponFits(coupon, goods);
        const hintId = `checkout-coupon-${coupon.id}-hint`;
        return (
          <FormControlLabel
            key={coupon.id}
            value={String(coupon.id)}
            disabled={disabled || !fits}
            control={<Radio size="small" slotProps={{ input: { 'aria-describedby': hintId } }} />}
            sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
            label={
              <Stack>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {t('checkout.coupon.option', { name: localizedName(coupon.coupon, language) || coupon.coupon.name, credit: formatPrice(coupon.coupon.credit) })}
                </Box>
                <Typography component="span" id={hintId} sx={{ fontSize: 13, color: fits ? 'text.secondary' : 'error.main' }}>
                  {fits
                    ? t('checkout.coupon.validUntil', { date: dates.date(coupon.expireDate) })
                    : t('checkout.coupon.tooSmall', { amount: formatPrice(coupon.coupon.credit + MIN_GOODS_AFTER_COUPON) })}
                </Typography>
              </Stack>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
