import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

const noBreakSpace = '\u00A0';

/** 400000 -> "400 000", grouped with non-breaking spaces so a price never wraps inside the number. */
export function groupThousands(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, noBreakSpace);
}

/** "400 000 so‘m" / "400 000 сум": the amount and the currency word of the interface language. */
export function useFormatPrice(): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => t('price.amount', { amount: groupThousands(amount) });
}

type PriceProps = {
  sellPrice: number;
  /** The sale price, or null when the product is not discounted. */
  salePrice: number | null;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/** The price to pay; on sale, the sale price in the accent colour and the old one struck through after it. */
export function Price({ sellPrice, salePrice, size = 'medium', sx }: PriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const fontSize = size === 'small' ? 14 : 16;
  const onSale = salePrice !== null && salePrice < sellPrice;

  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="span" sx={{ fontSize, fontWeight: 700, color: onSale ? 'secondary.main' : 'text.primary' }}>
        {formatPrice(onSale ? salePrice : sellPrice)}
      </Typography>
      {onSale && (
        <Typography component="span" sx={{ fontSize: fontSize - 2, color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('price.oldPrice')}
          </Box>
          <del>{formatPrice(sellPrice)}</del>
        </Typography>
      )}
    </Box>
  );
}
