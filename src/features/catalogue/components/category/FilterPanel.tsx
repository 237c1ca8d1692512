import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProductColor } from '../../../../components/product/types';
import { localizedName } from '../../../../i18n/localized';
import { useLanguage } from '../../../../i18n/useLanguage';
import type { ProductFilters } from '../../types';
import { toggled, type FiltersUpdate } from './categoryView';
import { clothingSizes, shoeSizes, shopBrands } from './filterOptions';
import { FilterToggle } from './FilterToggle';
import { PriceRange } from './PriceRange';

type FilterPanelProps = {
  filters: ProductFilters;
  /** Given as an update of the filters in force (see FiltersUpdate); the drawer's draft state takes it as is. */
  onChange: (update: FiltersUpdate) => void;
  /** The category's colours; undefined while they load. */
  colours: ProductColor[] | undefined;
  priceMode: 'live' | 'submit';
};

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ p: 0, mb: hint ? 0.25 : 1.25, fontSize: 15, fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && <Typography sx={{ mb: 1.25, fontSize: 13, color: 'text.secondary' }}>{hint}</Typography>}
      {children}
    </Box>
  );
}

const wrapSx = { display: 'flex', flexWrap: 'wrap', gap: 0.75 } as const;

/** Price, size, colour and brand filters; the same panel serves the wide side column and the phone drawer. */
export function FilterPanel({ filters, onChange, colours, priceMode }: FilterPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const sizeToggles = (sizes: readonly string[]) => (
    <Box sx={wrapSx}>
      {sizes.map((size) => (
        <FilterToggle key={size} pressed={filters.sizes.includes(size)} onToggle={() => onChange((current) => ({ ...current, sizes: toggled(current.sizes, size) }))}>
          {size}
        </FilterToggle>
      ))}
    </Box>
  );

  return (
    <Stack spacing={3.5}>
      <Group title={t('catalogue.category.filters.price')}>
        <PriceRange
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          mode={priceMode}
          onChange={(minPrice, maxPrice) => onChange((current) => ({ ...current, minPrice, maxPrice }))}
        />
      </Group>
      <Group title={t('catalogue.category.filters.sizes')} hint={t('catalogue.category.filters.sizesHint')}>
        <Stack spacing={1.25}>
          <Box>
            <Typography sx={{ mb: 0.75, fontSize: 13, color: 'text.secondary' }}>{t('catalogue.category.filters.clothingSizes')}</Typography>
            {sizeToggles(clothingSizes)}
          </Box>
          <Box>
            <Typography sx={{ mb: 0.75, fontSize: 13, color: 'text.secondary' }}>{t('catalogue.category.filters.shoeSizes')}</Typography>
            {sizeToggles(shoeSizes)}
          </Box>
        </Stack>
      </Group>
      <Group title={t('catalogue.category.filters.colours')}>
        {colours === undefined ? (
          <Box role="status" aria-label={t('catalogue.category.filters.coloursLoading')} sx={wrapSx}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ width: 88, height: 36, borderRadius: 1.5 }} />
            ))}
          </Box>
        ) : colours.length === 0 ? (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('catalogue.category.filters.coloursNone')}</Typography>
        ) : (
          <Box sx={wrapSx}>
            {colours.map((colour) => (
              <FilterToggle
                key={colour.id}
                pressed={filters.colorIds.includes(colour.id)}
                onToggle={() => onChange((current) => ({ ...current, colorIds: toggled(current.colorIds, colour.id) }))}
              >
                <Box
                  aria-hidden
                  sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: colour.colorCode, border: '1px solid rgba(20, 20, 20, 0.2)', flexShrink: 0 }}
                />
                {localizedName(colour, language)}
              </FilterToggle>
            ))}
          </Box>
        )}
      </Group>
      <Group title={t('catalogue.category.filters.brands')}>
        <Stack>
          {shopBrands.map((brand) => (
            <FormControlLabel
              key={brand.id}
              control={
                <Checkbox
                  size="small"
                  checked={filters.brandIds.includes(brand.id)}
                  onChange={() => onChange((current) => ({ ...current, brandIds: toggled(current.brandIds, brand.id) }))}
                />
              }
              label={brand.name}
            />
          ))}
        </Stack>
      </Group>
    </Stack>
  );
}
