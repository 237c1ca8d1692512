import { useId, type Ref } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { ProductSize } from '../types';

type SizePickerProps = {
  sizes: ProductSize[];
  selectedId: number | null;
  onSelect: (size: ProductSize) => void;
  /** Shown under the buttons when the shopper tried to buy without choosing a size. */
  showMissingSize: boolean;
  /** The first size that can be chosen, so "choose a size first" can move the focus there. */
  firstChoosableRef?: Ref<HTMLButtonElement>;
};

/** One button per size; a sold-out size is struck through and cannot be chosen. */
export function SizePicker({ sizes, selectedId, onSelect, showMissingSize, firstChoosableRef }: SizePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const firstChoosable = sizes.find((size) => size.quantity > 0);

  return (
    <Box>
      <Typography id={labelId} sx={{ fontSize: 14, color: 'text.secondary', mb: 1.25 }}>
        {t('product.size.label')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={showMissingSize ? errorId : undefined}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {sizes.map((size) => {
          const soldOut = size.quantity <= 0;
          const selected = size.productSizeVariantId === selectedId;
          return (
            <ButtonBase
              key={size.productSizeVariantId}
              ref={size === firstChoosable ? firstChoosableRef : undefined}
              disabled={soldOut}
              aria-pressed={selected}
              onClick={() => onSelect(size)}
              sx={{
                minWidth: 52,
                height: 44,
                px: 1.5,
                borderRadius: 1,
                border: '1px solid',
                borderColor: selected ? 'text.primary' : showMissingSize ? 'error.main' : 'divider',
                bgcolor: selected ? 'text.primary' : 'background.paper',
                color: selected ? 'background.paper' : 'text.primary',
                fontSize: 14,
                fontWeight: 600,
                transition: 'border-color 150ms ease, background-color 150ms ease',
                '&:hover': selected ? undefined : { borderColor: 'text.primary' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                '&.Mui-disabled': { color: 'text.disabled', bgcolor: 'rgba(20, 20, 20, 0.03)', borderStyle: 'dashed' },
              }}
            >
              {soldOut ? <del>{size.size}</del> : size.size}
              {soldOut && (
                <Box component="span" sx={visuallyHidden}>
                  {`, ${t('product.size.soldOut')}`}
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      {showMissingSize && (
        <Typography id={errorId} role="alert" sx={{ mt: 1, fontSize: 14, fontWeight: 500, color: 'error.main' }}>
          {t('product.size.chooseFirst')}
        </Typography>
      )}
    </Box>
  );
}
