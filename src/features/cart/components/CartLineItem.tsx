import { useId, type ChangeEvent } from 'react';
import { Box, Checkbox, CircularProgress, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Price, useFormatPrice } from '../../../components/Price';
import { productImageBackground, productImageSize } from '../../../components/product/productImage';
import { thumbnailUrl } from '../../../components/product/thumbnailUrl';
import { localizedName } from '../../../i18n/localized';
import type { Language } from '../../../i18n/languages';
import { lineAvailability, maxQuantity, unitPrice } from '../cartTotals';
import type { CartLine } from '../types';
import { QuantityStepper } from './QuantityStepper';

// 3:4 like every product picture; a little larger where there is room.
const thumbnail = { width: { xs: 84, md: 96 }, height: { xs: 112, md: 128 } } as const;
/** Below this many pieces left, the line says how many remain. */
const lowStockFrom = 5;

type CartLineItemProps = {
  line: CartLine;
  language: Language;
  selected: boolean;
  /** A change of this line is on its way to the server: its controls wait for the answer. */
  saving: boolean;
  onSelectedChange: (selected: boolean) => void;
  onQuantityChange: (quantity: number) => void;
  onSizeChange: (productSizeVariantId: number) => void;
  onDelete: () => void;
};

/** One cart line: picture, name, colour, size, price, quantity, selection and delete. */
export function CartLineItem({
  line,
  language,
  selected,
  saving,
  onSelectedChange,
  onQuantityChange,
  onSizeChange,
  onDelete,
}: CartLineItemProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const id = useId();
  const nameId = `${id}-name`;
  const name = localizedName(line, language);
  const colorName = localizedName(line.color, language);
  const image = thumbnailUrl(line.productImages[0]);
  const availability = lineAvailability(line);
  const orderable = availability === 'available';
  const stock = line.productSizeVariant.quantity;
  const productLink = `/productDetail/${line.productId}`;

  const changeSize = (event: ChangeEvent<HTMLInputElement>) => onSizeChange(Number(event.target.value));

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      aria-busy={saving || undefined}
      data-availability={availability}
      sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, py: 2, alignItems: 'flex-start' }}
    >
      <Checkbox
        checked={selected}
        disabled={!orderable}
        onChange={(event) => onSelectedChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('cart.selectLine', { name }) } }}
        sx={{ ml: -1, mt: 3 }}
      />
      <Box
        component={RouterLink}
        to={productLink}
        tabIndex={-1}
        aria-hidden
        sx={{ flexShrink: 0, ...thumbnail, borderRadius: 1.5, overflow: 'hidden', bgcolor: productImageBackground, display: 'block' }}
      >
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            width={productImageSize.width}
            height={productImageSize.height}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', opacity: orderable ? 1 : 0.5, filter: orderable ? 'none' : 'grayscale(0.6)' }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Link
            id={nameId}
            component={RouterLink}
            to={productLink}
            color="inherit"
            sx={{ flex: 1, minWidth: 0, fontSize: 15, fontWeight: 500, lineHeight: 1.35, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          {saving && <CircularProgress size={18} aria-label={t('cart.saving')} sx={{ mt: 0.25 }} />}
          <IconButton aria-label={t('cart.deleteLine', { name })} onClick={onDelete} disabled={saving} size="small" sx={{ mt: -0.75, mr: -1 }}>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        </Stack>

        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, fontSize: 13, color: 'text.secondary', flexWrap: 'wrap' }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: line.color.colorCode, border: 1, borderColor: 'divider', flexShrink: 0 }} />
          <span>
            {t('cart.color')}: {colorName}
          </span>
          {line.active && (
            <Link component={RouterLink} to={productLink} aria-label={t('cart.changeColorLabel', { name })} sx={{ fontSize: 13, color: 'secondary.main' }}>
              {t('cart.changeColor')}
            </Link>
          )}
        </Stack>

        {availability !== 'available' && (
          <Box sx={{ mt: 1 }}>
            <Box component="span" sx={{ px: 0.75, py: 0.25, borderRadius: 1, fontSize: 12, fontWeight: 700, bgcolor: 'text.primary', color: 'background.paper' }}>
              {availability === 'inactive' ? t('cart.inactive') : t('cart.soldOut')}
            </Box>
            <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
              {availability === 'inactive' ? t('cart.inactiveHint') : t('cart.soldOutHint')}
            </Typography>
          </Box>
        )}

        <Box sx={{ mt: 1.25, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1.25 }}>
          <TextField
            select
            size="small"
            label={t('cart.size')}
            value={String(line.productSizeVariant.id)}
            onChange={changeSize}
            disabled={saving || !line.active}
            slotProps={{ select: { native: true } }}
            sx={{ width: 88 }}
          >
            {sizeOptions(line).map((size) => (
              <option key={size.productSizeVariantId} value={size.productSizeVariantId} disabled={size.quantity <= 0 && size.productSizeVariantId !== line.productSizeVariant.id}>
                {size.quantity > 0 ? size.size : t('cart.sizeSoldOut', { size: size.size })}
              </option>
            ))}
          </TextField>
          <QuantityStepper value={line.quantity} max={maxQuantity(line)} disabled={saving || !orderable} onChange={onQuantityChange} />
        </Box>

        {orderable && line.quantity > stock && (
          <Typography role="alert" sx={{ mt: 0.75, fontSize: 13, color: 'error.main' }}>
            {t('cart.overStock', { count: stock })}
          </Typography>
        )}
        {orderable && line.quantity <= stock && stock < lowStockFrom && (
          <Typography sx={{ mt: 0.75, fontSize: 13, color: 'secondary.main' }}>{t('cart.stockLeft', { count: stock })}</Typography>
        )}

        <Box sx={{ mt: 1.25, opacity: orderable ? 1 : 0.6 }}>
          <Price sellPrice={line.sellPrice} salePrice={line.salePrice} size="small" />
          {line.quantity > 1 && (
            <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>
              {t('cart.lineTotal', { amount: formatPrice(unitPrice(line) * line.quantity) })}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The product's sizes, with the line's own size even if the server left it out of the list. */
function sizeOptions(line: CartLine): CartLine['sizes'] {
  const own = line.productSizeVariant;
  if (line.sizes.some((size) => size.productSizeVariantId === own.id)) return line.sizes;
  return [{ productSizeVariantId: own.id, size: own.size, quantity: own.quantity }, ...line.sizes];
}
