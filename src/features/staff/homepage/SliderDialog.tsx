import { Box, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_SLIDER_PLACE, MAX_SLIDER_PRODUCTS } from '../../../../contract/limits';
import type { SliderBody, StaffSlider } from '../../../../contract/homepage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { ProductPicker } from './ProductPicker';
import { nameIn } from './types';

/** A place is a whole number from 1 to MAX_SLIDER_PLACE. */
const placeWrong = (text: string) => {
  const place = Number(text);
  return !Number.isInteger(place) || place < 1 || place > MAX_SLIDER_PLACE;
};

type SliderDialogProps = { slider?: StaffSlider; nextPlace: number; busy: boolean; refused: Record<string, string>; onCancel: () => void; onSave: (body: SliderBody) => void };

/** Adds or edits a home page product row: its place, its category, and the products it shows in order (none: the newest). */
export function SliderDialog({ slider, nextPlace, busy, refused, onCancel, onSave }: SliderDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const categories = useGetStaffCategoriesQuery();
  const form = useStaffForm({
    initial: { placeNumber: String(slider?.placeNumber ?? nextPlace), categoryId: slider?.category.id ?? null, products: slider?.products ?? [] },
    idPrefix: 'slider',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (placeWrong(values.placeNumber)) found.placeNumber = t('staff.homepage.sliders.placeWrong', { max: MAX_SLIDER_PLACE });
      if (values.categoryId === null) found.categoryId = t('staff.homepage.sliders.categoryRequired');
      return found;
    },
    refused: refused.placeNumber ? { placeNumber: t('staff.homepage.errors.placeTaken') } : {},
  });
  const { categoryId, products } = form.values;
  // The check has found a place and a category before this runs.
  const submit = form.submit((values) => onSave({ placeNumber: Number(values.placeNumber), categoryId: values.categoryId!, productIds: values.products.map((product) => product.id) }));

  return (
    <StaffFormDialog dirty={form.dirty} title={slider ? t('staff.homepage.sliders.editTitle') : t('staff.homepage.sliders.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.field('placeNumber')}
          type="number"
          label={t('staff.homepage.sliders.place')}
          size="small"
          required
          slotProps={{ htmlInput: { min: 1, max: MAX_SLIDER_PLACE } }}
        />
        <TextField
          select
          label={t('staff.homepage.sliders.category')}
          value={categoryId !== null && categories.data?.some((category) => category.id === categoryId) ? String(categoryId) : ''}
          id="slider-categoryId"
          onChange={(event) => form.set('categoryId', Number(event.target.value))}
          error={form.problemOf('categoryId') !== undefined}
          helperText={form.problemOf('categoryId')}
          size="small"
          required
        >
          {(categories.data ?? []).map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {nameIn(language, category)}
            </MenuItem>
          ))}
        </TextField>
        <ProductPicker label={t('staff.homepage.sliders.products')} chosen={products} onChange={(chosen) => form.set('products', chosen)} max={MAX_SLIDER_PRODUCTS} />
        {products.length === 0 && <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('staff.homepage.sliders.newest')}</Box>}
      </Stack>
    </StaffFormDialog>
  );
}
