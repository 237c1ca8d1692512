import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { visuallyHidden } from '../../../components/visuallyHidden';

type ProductPriceProps = { sellPrice: number; sale: number; salePrice: number | null };

/** The big price of the product page: sale price, the old one struck through, and the "-N%" tag. */
export function ProductPrice({ sellPrice, sale, salePrice }: ProductPriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const onSale = sale > 0 && salePrice !== null && salePrice < sellPrice;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography component="p" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, color: onSale ? 'secondary.main' : 'text.primary' }}>
        {formatPrice(onSale ? salePrice : sellPrice)}
      </Typography>
      {onSale && (
        <>
          <Typography component="p" sx={{ fontSize: 16, color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('price.oldPrice')}
            </Box>
            <del>{formatPrice(sellPrice)}</del>
          </Typography>
          <Box
            component="span"
            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 13, fontWeight: 700 }}
          >
            <span aria-hidden>{t('product.discount', { percent: sale })}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('product.discountLabel', { percent: sale })}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
