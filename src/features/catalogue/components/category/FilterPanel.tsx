import type { ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readFailed, type QueryRead } from '../../../../components/QueryView';
import { localizedName } from '../../../../i18n/localized';
import { useLanguage } from '../../../../i18n/useLanguage';
import type { CategoryFilters } from '../../../../../contract/product';
import type { ProductFilters } from '../../types';
import { toggled, type FiltersUpdate } from './categoryView';
import { FilterToggle } from './FilterToggle';
import { PriceRange } from './PriceRange';

type FilterPanelProps = {
  filters: ProductFilters;
  /** Given as an update of the filters in force (see FiltersUpdate); the drawer's draft state takes it as is. */
  onChange: (update: FiltersUpdate) => void;
  /** The brands, sizes and colours the category offers (GET /api/product/getCategoryFilters). */
  options: QueryRead<CategoryFilters>;
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
export function FilterPanel({ filters, onChange, options, priceMode }: FilterPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const data = options.data;
  const withCount = (name: string, count: number) => t('catalogue.category.filters.option', { name, count });

  // The price works without the options, so a failed or slow read leaves it usable on its own.
  const choices =
    data === undefined ? (
      readFailed(options) ? (
        <Box role="alert">
          <Typography sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>{t('catalogue.category.filters.failed')}</Typography>
          <Button variant="outlined" size="small" onClick={() => void options.refetch()}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : (
        <Stack role="status" aria-label={t('catalogue.category.filters.loading')} spacing={1}>
          {Array.from({ length: 3 }, (_, group) => (
            <Box key={group}>
              <Skeleton variant="text" sx={{ width: '40%', fontSize: 15 }} />
              <Box sx={wrapSx}>
                {Array.from({ length: 5 }, (_, index) => (
                  <Skeleton key={index} variant="rounded" sx={{ width: 64, height: 36, borderRadius: 1.5 }} />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )
    ) : (
      <>
        {data.sizes.length > 0 && (
          <Group title={t('catalogue.category.filters.sizes')} hint={t('catalogue.category.filters.sizesHint')}>
            <Box sx={wrapSx}>
              {data.sizes.map(({ size, count }) => (
                <FilterToggle
                  key={size}
                  pressed={filters.sizes.includes(size)}
                  onToggle={() => onChange((current) => ({ ...current, sizes: toggled(current.sizes, size) }))}
                >
                  {withCount(size, count)}
                </FilterToggle>
              ))}
            </Box>
          </Group>
        )}
        {data.colours.length > 0 && (
          <Group title={t('catalogue.category.filters.colours')}>
            <Box sx={wrapSx}>
              {data.colours.map((colour) => (
                <FilterToggle
                  key={colour.id}
                  pressed={filters.colorIds.includes(colour.id)}
                  onToggle={() => onChange((current) => ({ ...current, colorIds: toggled(current.colorIds, colour.id) }))}
                >
                  <Box
                    aria-hidden
                    sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: colour.colorCode, border: '1px solid rgba(20, 20, 20, 0.2)', flexShrink: 0 }}
                  />
                  {withCount(localizedName(colour, language), colour.count)}
                </FilterToggle>
              ))}
            </Box>
          </Group>
        )}
        {data.brands.length > 0 && (
          <Group title={t('catalogue.category.filters.brands')}>
            <Stack>
              {data.brands.map((brand) => (
                <FormControlLabel
                  key={brand.id}
                  control={
                    <Checkbox
                      size="small"
                      checked={filters.brandIds.includes(brand.id)}
                      onChange={() => onChange((current) => ({ ...current, brandIds: toggled(current.brandIds, brand.id) }))}
                    />
                  }
                  label={withCount(brand.name, brand.count)}
                />
              ))}
            </Stack>
          </Group>
        )}
      </>
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
      {choices}
    </Stack>
  );
}
