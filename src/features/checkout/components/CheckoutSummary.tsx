import { Button, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { MoneyRows, type MoneyRow } from '../../orders/components/MoneyRows';
import type { CheckoutTotals } from '../checkoutRules';

type CheckoutSummaryProps = {
  totals: CheckoutTotals;
  placing: boolean;
  /** The shopper's details and addresses are still on their way: a tap now would be refused for an empty address. */
  reading: boolean;
};

/** The estimate of what will be charged, and the button that places the order and goes to pay. */
export function CheckoutSummary({ totals, placing, reading }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const rows: MoneyRow[] = [{ label: t('checkout.summary.goods', { count: totals.itemCount }), value: formatPrice(totals.goods) }];
  if (totals.couponCredit > 0) rows.push({ label: t('checkout.summary.coupon'), value: `−${formatPrice(totals.couponCredit)}`, accent: true });
  rows.push({ label: t('checkout.summary.delivery'), value: totals.delivery === 0 ? t('checkout.summary.free') : formatPrice(totals.delivery) });

  return (
    <Paper component="section" aria-labelledby="checkout-summary-title" variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography id="checkout-summary-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {t('checkout.summary.title')}
      </Typography>
      <MoneyRows rows={rows} total={{ label: t('checkout.summary.total'), value: formatPrice(totals.total) }} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={placing || reading}
        loadingPosition="start"
        startIcon={<LockOutlinedIcon />}
        aria-describedby="checkout-summary-note"
        sx={{ mt: 2.5, py: 1.25 }}
      >
        {placing ? t('checkout.summary.placing') : t('checkout.summary.pay', { total: formatPrice(totals.total) })}
      </Button>
      <Typography id="checkout-summary-note" sx={{ mt: 1.25, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        {t('checkout.summary.note')}
      </Typography>
    </Paper>
  );
}
