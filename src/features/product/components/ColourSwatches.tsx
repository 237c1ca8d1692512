import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductColor } from '../../../components/product/types';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ColorVariant } from '../types';

type ColourSwatchesProps = {
  /** The colour of the product on screen. */
  color: ProductColor;
  /** The other colours of the same reference number, each its own product page. */
  variants: ColorVariant[];
};

const swatchSize = 36;

function swatchSx(colorCode: string, selected: boolean, inactive: boolean) {
  return {
    position: 'relative',
    display: 'block',
    width: swatchSize,
    height: swatchSize,
    borderRadius: '50%',
    bgcolor: colorCode,
    // A thin inner ring keeps white and very light colours visible on the white page.
    boxShadow: selected
      ? (theme: Theme) => `inset 0 0 0 1px rgba(0,0,0,0.12), 0 0 0 2px #fff, 0 0 0 3.5px ${theme.palette.text.primary}`
      : 'inset 0 0 0 1px rgba(0,0,0,0.12)',
    opacity: inactive ? 0.35 : 1,
    cursor: inactive ? 'not-allowed' : 'pointer',
    outlineOffset: 4,
    transition: 'transform 150ms ease',
    '&:hover': inactive || selected ? undefined : { transform: 'scale(1.08)' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
    // A sold-off colour is crossed out, not just paler, so it reads without relying on contrast alone.
    '&::after': inactive
      ? {
          content: '""',
          position: 'absolute',
          left: '50%',
          top: -2,
          bottom: -2,
          width: 1.5,
          bgcolor: 'text.primary',
          transform: 'rotate(45deg)',
        }
      : undefined,
  } as const;
}

/** "Colour: Black" and a swatch for each colour; the others link to their own pages. */
export function ColourSwatches({ color, variants }: ColourSwatchesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <Box>
      <Typography sx={{ fontSize: 14, mb: 1.25 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('product.colour.label')}
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {localizedName(color, language)}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <li>
          <Box
            component="span"
            role="img"
            aria-label={t('product.colour.current', { colour: localizedName(color, language) })}
            aria-current="true"
            sx={swatchSx(color.colorCode, true, false)}
          />
        </li>
        {variants.map((variant) => {
          const name = localizedName(variant.color, language);
          return (
            <li key={variant.productId}>
              {variant.active ? (
                <Box
                  component={RouterLink}
                  to={`/productDetail/${variant.productId}`}
                  aria-label={t('product.colour.other', { colour: name })}
                  title={name}
                  sx={swatchSx(variant.color.colorCode, false, false)}
                />
              ) : (
                <Box
                  component="span"
                  role="img"
                  aria-label={t('product.colour.unavailable', { colour: name })}
                  aria-disabled="true"
                  title={t('product.colour.unavailable', { colour: name })}
                  sx={swatchSx(variant.color.colorCode, false, true)}
                />
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
