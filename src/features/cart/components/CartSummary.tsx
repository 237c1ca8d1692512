import { Box, Button, Divider, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import type { CartTotals } from '../cartTotals';

type CartSummaryProps = {
  totals: CartTotals;
  onCheckout: () => void;
  /** False on phones, where the checkout bar at the bottom of the screen holds the button. */
  showCheckout: boolean;
};

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography component="dt" sx={{ fontSize: strong ? 17 : 15, fontWeight: strong ? 700 : 400, color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: strong ? 18 : 15, fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The preview of the order's money for the selected lines, and the way on to checkout. */
export function CartSummary({ totals, onCheckout, showCheckout }: CartSummaryProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const nothingSelected = totals.lineCount === 0;
  const progress = totals.freeDeliveryFrom > 0 ? Math.min(100, (totals.goods / totals.freeDeliveryFrom) * 100) : 100;

  return (
    <Paper component="section" aria-labelledby="cart-summary-title" variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography id="cart-summary-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {t('cart.summary.title')}
      </Typography>
      <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
        <SummaryRow label={t('cart.summary.goods', { count: totals.itemCount })} value={formatPrice(totals.goods)} />
        <SummaryRow
          label={t('cart.summary.delivery')}
          value={!nothingSelected && totals.delivery === 0 ? t('cart.summary.free') : formatPrice(totals.delivery)}
        />
        <Divider />
        <SummaryRow label={t('cart.summary.total')} value={formatPrice(totals.total)} strong />
      </Stack>

      {!nothingSelected && (
        <Box sx={{ mt: 2, p: 1.5, borderRadius: 1.5, bgcolor: 'background.default' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LocalShippingOutlinedIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
            <Typography sx={{ fontSize: 13 }}>
              {totals.missingForFreeDelivery > 0
                ? t('cart.summary.freeDeliveryHint', { amount: formatPrice(totals.missingForFreeDelivery) })
                : t('cart.summary.freeDeliveryReached')}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            color="secondary"
            aria-hidden
            sx={{ mt: 1, height: 4, borderRadius: 2, bgcolor: 'divider' }}
          />
        </Box>
      )}

      {showCheckout && (
        <Button variant="contained" size="large" fullWidth disabled={nothingSelected} onClick={onCheckout} sx={{ mt: 2.5, py: 1.25 }}>
          {t('cart.summary.checkout')}
        </Button>
      )}
      <Typography sx={{ mt: showCheckout ? 1.25 : 2, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
        {nothingSelected ? t('cart.summary.nothingSelected') : t('cart.summary.note')}
      </Typography>
    </Paper>
  );
}
