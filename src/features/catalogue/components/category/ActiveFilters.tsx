import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '../../../../components/Price';
import type { CategoryFilters } from '../../../../../contract/product';
import { localizedName } from '../../../../i18n/localized';
import { useLanguage } from '../../../../i18n/useLanguage';
import type { ProductFilters } from '../../types';
import { noFilters, type FiltersUpdate } from './categoryView';

type ActiveFiltersProps = {
  filters: ProductFilters;
  onChange: (update: FiltersUpdate) => void;
  /** The category's choices, for the chips' names; undefined until read (the chips then name the kind and id). */
  options: CategoryFilters | undefined;
};

/** The filters in force as removable chips, so the shopper sees why the list is short and can undo a choice. */
export function ActiveFilters({ filters, onChange, options }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const chips: Array<{ key: string; label: string; remove: () => void }> = [];
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const parts = [
      filters.minPrice !== undefined && t('catalogue.category.filters.priceFrom', { amount: groupThousands(filters.minPrice) }),
      filters.maxPrice !== undefined && t('catalogue.category.filters.priceTo', { amount: groupThousands(filters.maxPrice) }),
    ].filter(Boolean);
    chips.push({ key: 'price', label: parts.join(' '), remove: () => onChange((current) => ({ ...current, minPrice: undefined, maxPrice: undefined })) });
  }
  for (const size of filters.sizes) {
    chips.push({ key: `size-${size}`, label: size, remove: () => onChange((current) => ({ ...current, sizes: current.sizes.filter((s) => s !== size) })) });
  }
  for (const id of filters.colorIds) {
    const colour = options?.colours.find((known) => known.id === id);
    chips.push({
      key: `colour-${id}`,
      label: colour ? localizedName(colour, language) : `${t('catalogue.category.filters.colours')} ${id}`,
      remove: () => onChange((current) => ({ ...current, colorIds: current.colorIds.filter((c) => c !== id) })),
    });
  }
  for (const id of filters.brandIds) {
    const brand = options?.brands.find((known) => known.id === id);
    chips.push({
      key: `brand-${id}`,
      label: brand?.name ?? `${t('catalogue.category.filters.brands')} ${id}`,
      remove: () => onChange((current) => ({ ...current, brandIds: current.brandIds.filter((b) => b !== id) })),
    });
  }
  if (chips.length === 0) return null;

  return (
    <Box component="ul" aria-label={t('catalogue.category.filters.active')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onClick={chip.remove}
            onDelete={chip.remove}
            aria-label={t('catalogue.category.filters.remove', { name: chip.label })}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', fontWeight: 500 }}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange(noFilters)} sx={{ color: 'text.secondary' }}>
          {t('catalogue.category.filters.clearAll')}
        </Button>
      </li>
    </Box>
  );
}
