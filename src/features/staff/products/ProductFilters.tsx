import { useEffect, useRef, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { useSettled } from '../kit/useSettled';
import { categoryOptions } from './useChoices';
import { defaultDirection, productSorts, type ActiveFilter, type ProductListView } from './useProductListParams';
import type { ProductSort, SortDirection } from './types';

/** How long typing pauses before the list is asked again: a search a word, not a search a keystroke. */
export const SEARCH_DEBOUNCE_MS = 350;

type Props = {
  view: ProductListView;
  onChange: (next: Partial<ProductListView>) => void;
  /** A phone has no column headers to sort by: it gets the sort as two selects. */
  withSort: boolean;
};

/** The list's search (debounced), category and state filters, and on a phone its sort. */
export function ProductFilters({ view, onChange, withSort }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useGetStaffCategoriesQuery();
  const [text, setText] = useState(view.text);
  const sent = useRef(view.text);
  // The latest onChange, so a new one each render does not restart the pause.
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });

  // The address changed the text (Back, "clear filters"): the box shows it.
  useEffect(() => {
    if (view.text !== sent.current) {
      sent.current = view.text;
      setText(view.text);
    }
  }, [view.text]);

  const settledText = useSettled(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settledText === sent.current) return;
    sent.current = settledText;
    changeRef.current({ text: settledText });
  }, [settledText]);

  const filtered = view.text !== '' || view.categoryId !== undefined || view.state !== 'all';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
      <TextField
        type="search"
        label={t('staff.products.search')}
        helperText={t('staff.products.searchHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={t('staff.products.category')}
        value={view.categoryId === undefined ? '' : String(view.categoryId)}
        onChange={(event) => onChange({ categoryId: event.target.value === '' ? undefined : Number(event.target.value) })}
        // Wide enough for "Barcha kategoriyalar" / "Все категории" without an ellipsis.
        sx={{ flex: 1, minWidth: { xs: 0, md: 220 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('staff.products.allCategories')}</MenuItem>
        {categoryOptions(categories.data ?? []).map((category) => (
          <MenuItem key={category.id} value={String(category.id)} sx={{ pl: category.parentId === null ? 2 : 4, fontWeight: category.parentId === null ? 600 : 400 }}>
            {localizedName(category, language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('staff.products.state')}
        value={view.state}
        onChange={(event) => onChange({ state: event.target.value as ActiveFilter })}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="all">{t('staff.products.stateAll')}</MenuItem>
        <MenuItem value="active">{t('staff.products.stateActive')}</MenuItem>
        <MenuItem value="inactive">{t('staff.products.stateInactive')}</MenuItem>
        <MenuItem value="draft">{t('staff.products.stateDraft')}</MenuItem>
      </TextField>
      {withSort && (
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label={t('staff.products.sort')}
            value={view.sort}
            onChange={(event) => {
              const sort = event.target.value as ProductSort;
              onChange({ sort, direction: defaultDirection(sort) });
            }}
            sx={{ flex: 1 }}
          >
            {productSorts.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`staff.products.sortBy.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('staff.products.directionLabel')}
            value={view.direction}
            onChange={(event) => onChange({ direction: event.target.value as SortDirection })}
            sx={{ flex: 1 }}
          >
            <MenuItem value="asc">{t('staff.products.direction.asc')}</MenuItem>
            <MenuItem value="desc">{t('staff.products.direction.desc')}</MenuItem>
          </TextField>
        </Stack>
      )}
      {filtered && (
        <Box sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          <Button onClick={() => onChange({ text: '', categoryId: undefined, state: 'all' })}>{t('staff.products.clearFilters')}</Button>
        </Box>
      )}
    </Stack>
  );
}
