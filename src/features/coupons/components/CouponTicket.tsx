import { useContext, useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { SectionHeadingLevel } from '../../../components/SectionHeading';
import { couponState, daysLeft, expiresSoon } from '../couponState';
import type { CustomerCoupon } from '../types';
import { useShopDate } from '../../reviews/shopDate';

const notch = 18;
/** The stub's width: room for "100 000 so‘m" on one line at 390 px. */
const stub = { xs: 128, sm: 156 };

/**
 * A coupon drawn as a ticket: the credit on the stub, the name and the last day beside it, with the cut-outs
 * of a tear line between. Used and expired ones are dimmed and say which they are in words too.
 */
export function CouponTicket({ coupon, now }: { coupon: CustomerCoupon; now?: Date }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const formatDate = useShopDate();
  const nameId = useId();
  const state = couponState(coupon);
  const usable = state === 'usable';
  const date = formatDate(coupon.expireDate);
  const left = daysLeft(coupon, now);
  const soon = expiresSoon(coupon, now);
  // One level below the list's heading, in the phone page and in the wide tab alike.
  const nameLevel = useContext(SectionHeadingLevel) === 'h2' ? 'h3' : 'h4';

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: `${stub.xs}px minmax(0, 1fr)`, sm: `${stub.sm}px minmax(0, 1fr)` },
        minHeight: 104,
        borderRadius: 2,
        border: '1px solid',
        borderColor: usable ? 'secondary.main' : 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        opacity: usable ? 1 : 0.65,
        filter: usable ? 'none' : 'grayscale(1)',
        // The two cut-outs of the tear line, in the page's colour.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          left: { xs: stub.xs - notch / 2, sm: stub.sm - notch / 2 },
          width: notch,
          height: notch,
          borderRadius: '50%',
          bgcolor: 'background.default',
          border: '1px solid',
          borderColor: usable ? 'secondary.main' : 'divider',
        },
        '&::before': { top: -notch / 2 },
        '&::after': { bottom: -notch / 2 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          px: 1,
          bgcolor: usable ? 'secondary.main' : 'action.hover',
          color: usable ? 'secondary.contrastText' : 'text.primary',
          borderRight: '2px dashed',
          borderColor: 'background.paper',
        }}
      >
        <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 15, sm: 19 }, whiteSpace: 'nowrap', lineHeight: 1.2 }}>
          {formatPrice(coupon.coupon.credit)}
        </Typography>
        <Typography component="p" sx={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
          {t('coupons.off')}
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pl: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.75, minWidth: 0 }}>
        <Typography id={nameId} component={nameLevel} sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>
          {localizedName(coupon.coupon, language) || coupon.coupon.name}
        </Typography>
        {date && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            <time dateTime={coupon.expireDate}>{usable ? t('coupons.validUntil', { date }) : t('coupons.endedOn', { date })}</time>
          </Typography>
        )}
        {usable && soon && left !== null && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<ScheduleRoundedIcon />}
            label={left === 0 ? t('coupons.expiresToday') : t('coupons.daysLeft', { count: left })}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
        {!usable && <Chip size="small" label={t(`coupons.states.${state}`)} sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />}
      </Box>
    </Box>
  );
}
