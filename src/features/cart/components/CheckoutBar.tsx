import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { bottomBarHeight } from '../../../components/bottomBarHeight';
import { useFormatPrice } from '../../../components/Price';
import type { CartTotals } from '../cartTotals';

type CheckoutBarProps = {
  totals: CartTotals;
  onCheckout: () => void;
};

/** Phones: the total and the checkout button stay in reach just above the bottom navigation (sticky). */
export function CheckoutBar({ totals, onCheckout }: CheckoutBarProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <Paper
      square
      elevation={0}
      sx={{
        position: 'sticky',
        // Inside Telegram, what it says to keep clear at the bottom (features/telegram/viewport.ts).
        bottom: `calc(${bottomBarHeight}px + var(--miniapp-inset-bottom, env(safe-area-inset-bottom)))`,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        // Edge to edge across the page's side padding.
        mx: -2,
        mt: 3,
        px: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(20, 20, 20, 0.06)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{t('cart.summary.total')}</Typography>
        <Typography sx={{ fontSize: 17, fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(totals.total)}</Typography>
      </Box>
      <Button variant="contained" size="large" disabled={totals.lineCount === 0} onClick={onCheckout} sx={{ py: 1.25 }}>
        {t('cart.summary.checkout')}
      </Button>
    </Paper>
  );
}
