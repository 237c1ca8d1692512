import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import type { ProductDetail, ProductSize } from '../types';
import { useAddToCart } from '../useAddToCart';
import { QuantityStepper } from './QuantityStepper';
import { SizePicker } from './SizePicker';

/** At or below this stock the shopper is told how few are left. */
export const LOW_STOCK_FROM = 3;
/** The server's most for one cart line (docs/api.md, addCartItem). */
const MAX_LINE_QUANTITY = 99;

type PurchasePanelProps = { product: ProductDetail };

/** Size, quantity, add to cart, buy now and the heart; an inactive product only says it is gone. */
export function PurchasePanel({ product }: PurchasePanelProps) {
  const { t } = useTranslation();
  const inStockSizes = product.sizes.filter((size) => size.quantity > 0);
  // A product sold in a single size needs no choice.
  const [selected, setSelected] = useState<ProductSize | null>(
    product.sizes.length === 1 ? (inStockSizes[0] ?? null) : null,
  );
  const [quantity, setQuantity] = useState(1);
  const [showMissingSize, setShowMissingSize] = useState(false);
  const firstSizeRef = useRef<HTMLButtonElement>(null);
  const { add, adding } = useAddToCart();

  if (!product.active) {
    return (
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{t('product.inactive.title')}</Typography>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('product.inactive.message')}</Typography>
      </Alert>
    );
  }

  const soldOut = inStockSizes.length === 0;
  // Sizes from the server may include one that has just sold out; never offer more than is left.
  const maxQuantity = Math.max(1, Math.min(selected?.quantity ?? Math.max(1, ...inStockSizes.map((size) => size.quantity)), MAX_LINE_QUANTITY));

  const chooseSize = (size: ProductSize) => {
    setSelected(size);
    setShowMissingSize(false);
    setQuantity((current) => Math.min(current, size.quantity));
  };

  const submit = (thenOpenCart: boolean) => {
    if (!selected) {
      setShowMissingSize(true);
      firstSizeRef.current?.focus();
      return;
    }
    void add({ productId: product.id, productSizeVariantId: selected.productSizeVariantId, quantity, thenOpenCart });
  };

  return (
    <Stack spacing={3}>
      {product.sizes.length > 0 && (
        <Box>
          <SizePicker
            sizes={product.sizes}
            selectedId={selected?.productSizeVariantId ?? null}
            onSelect={chooseSize}
            showMissingSize={showMissingSize}
            firstChoosableRef={firstSizeRef}
          />
          {selected && selected.quantity <= LOW_STOCK_FROM && (
            <Typography role="status" sx={{ mt: 1.25, fontSize: 14, fontWeight: 600, color: 'secondary.main' }}>
              {t('product.stock.onlyLeft', { count: selected.quantity })}
            </Typography>
          )}
          {soldOut && (
            <Typography sx={{ mt: 1.25, fontSize: 14, color: 'text.secondary' }}>{t('product.stock.allSoldOut')}</Typography>
          )}
        </Box>
      )}
      {!soldOut && <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} disabled={adding} />}
      <Stack spacing={1.25}>
        <Box sx={{ display: 'flex', gap: 1.25 }}>
          <Button
            variant="contained"
            size="large"
            disabled={soldOut || adding}
            onClick={() => submit(false)}
            startIcon={adding ? <CircularProgress size={18} color="inherit" /> : <LocalMallOutlinedIcon />}
            sx={{ flex: 1, height: 52, fontSize: 16 }}
          >
            {soldOut ? t('product.stock.soldOut') : t('product.actions.addToCart')}
          </Button>
          <Box
            sx={{
              flex: '0 0 auto',
              width: 52,
              height: 52,
              display: 'grid',
              placeItems: 'center',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            <FavouriteButton productId={product.id} variant="plain" />
          </Box>
        </Box>
        {!soldOut && (
          <Button
            variant="outlined"
            size="large"
            disabled={adding}
            onClick={() => submit(true)}
            startIcon={<BoltOutlinedIcon />}
            sx={{ height: 52, fontSize: 16, borderColor: 'text.primary', '&:hover': { borderColor: 'text.primary', bgcolor: 'rgba(20,20,20,0.04)' } }}
          >
            {t('product.actions.buyNow')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
