import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { useFormatPrice } from '../../../components/Price';
import { productImageBackground, productImageSize } from '../../../components/product/productImage';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { OrderItem } from '../types';

/** The pieces of an order: picture, name in the interface language, size and colour, how many, the price. */
export function OrderLines({ items, label }: { items: OrderItem[]; label: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const name = localizedName(item, language);
        const image = mediaUrl(item.imageUrl);
        return (
          <Box
            component="li"
            key={`${item.productSizeVariantId}-${item.unitPrice}`}
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
                {item.color
                  ? t('orders.line.sizeAndColor', { size: item.size, color: localizedName(item.color, language) })
                  : t('orders.line.size', { size: item.size })}
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t('orders.line.quantity', { quantity: item.quantity, price: formatPrice(item.unitPrice) })}
              </Typography>
            </Stack>
            <Typography sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(item.lineTotal)}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
