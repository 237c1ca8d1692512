import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { useFormatPrice } from '../../../components/Price';
import { productImageBackground, productImageSize } from '../../../components/product/productImage';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { unitPrice } from '../../cart/cartTotals';
import type { CartLine } from '../../cart/types';

/** The lines going into the order: picture, name, colour and size, how many, the line's price. */
export function CheckoutLines({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  return (
    <Box component="ul" aria-label={t('checkout.lines.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => {
        const name = localizedName(line, language);
        const image = mediaUrl(line.productImages[0]?.url);
        const price = unitPrice(line);
        return (
          <Box
            component="li"
            key={line.cartItemId}
            aria-label={name}
            sx={{ display: 'flex', gap: 1.5, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box sx={{ width: 54, height: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: productImageBackground }}>
              {image && (
                <Box
                  component="img"
                  src={image}
                  alt=""
                  loading="lazy"
                  width={productImageSize.width}
                  height={productImageSize.height}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
            </Box>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('checkout.lines.details', { size: line.productSizeVariant.size, color: localizedName(line.color, language) })}
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('checkout.lines.quantity', { quantity: line.quantity, price: formatPrice(price) })}
              </Typography>
            </Stack>
            <Typography sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(price * line.quantity)}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
