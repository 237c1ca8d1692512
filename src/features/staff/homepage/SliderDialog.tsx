import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_SLIDER_PLACE, MAX_SLIDER_PRODUCTS } from '../../../../contract/limits';
import type { HomeProduct, StaffSlider } from '../../../../contract/homepage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { ProductPicker } from './ProductPicker';
import { nameIn, type SliderBody } from './types';

type SliderDialogProps = { slider?: StaffSlider; nextPlace: number; busy: boolean; refused: Record<string, string>; onCancel: () => void; onSave: (body: SliderBody) => void };

/** Adds or edits a home page product row: its place, its category, and the products it shows in order (none: the newest). */
export function SliderDialog({ slider, nextPlace, busy, refused, onCancel, onSave }: SliderDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const categories = useGetStaffCategoriesQuery();
  const [place, setPlace] = useState(String(slider?.placeNumber ?? nextPlace));
  const [categoryId, setCategoryId] = useState<number | null>(slider?.category.id ?? null);
  const [products, setProducts] = useState<HomeProduct[]>(slider?.products ?? []);
  const [tried, setTried] = useState(false);
  const placeNumber = Number(place);
  const placeWrong = !Number.isInteger(placeNumber) || placeNumber < 1 || placeNumber > MAX_SLIDER_PLACE;

  const submit = () => {
    setTried(true);
    if (placeWrong || categoryId === null) return;
    onSave({ placeNumber, categoryId, productIds: products.map((product) => product.id) });
  };

  return (
    <StaffFormDialog title={slider ? t('staff.homepage.sliders.editTitle') : t('staff.homepage.sliders.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          type="number"
          label={t('staff.homepage.sliders.place')}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          error={(tried && placeWrong) || Boolean(refused.placeNumber)}
          helperText={refused.placeNumber ? t('staff.homepage.errors.placeTaken') : tried && placeWrong ? t('staff.homepage.sliders.placeWrong', { max: MAX_SLIDER_PLACE }) : undefined}
          size="small"
          required
          slotProps={{ htmlInput: { min: 1, max: MAX_SLIDER_PLACE } }}
        />
        <TextField
          select
          label={t('staff.homepage.sliders.category')}
          value={categoryId !== null && categories.data?.some((category) => category.id === categoryId) ? String(categoryId) : ''}
          onChange={(event) => setCategoryId(Number(event.target.value))}
          error={tried && categoryId === null}
          helperText={tried && categoryId === null ? t('staff.homepage.sliders.categoryRequired') : undefined}
          size="small"
          required
        >
          {(categories.data ?? []).map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {nameIn(language, category)}
            </MenuItem>
          ))}
        </TextField>
        <ProductPicker label={t('staff.homepage.sliders.products')} chosen={products} onChange={setProducts} max={MAX_SLIDER_PRODUCTS} />
        {products.length === 0 && <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('staff.homepage.sliders.newest')}</Box>}
      </Stack>
    </StaffFormDialog>
  );
}
