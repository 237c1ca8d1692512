import { useState } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffProduct } from '../../../../contract/staff';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useAddStaffProductMutation, useGetProductColoursQuery } from './api';
import { fieldsBody, formOf } from './productForm';
import { FormGroup } from './ProductFormFields';
import { productPath } from './ProductRows';
import type { StaffColour } from './types';
import { useStaffFailure } from '../kit/useStaffFailure';
import { AddColourDialog } from './AddColourDialog';

type Props = { product: StaffProduct; colours: StaffColour[] };

/**
 * "Colours of this item": the rows sharing this reference number, a link to each, and a new colour made from this
 * row (names, prices, categories and tax data copied; the reference number the same, the colour chosen).
 */
export function ProductColours({ product, colours }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const toastFailure = useStaffFailure('products');
  const siblings = useGetProductColoursQuery(product.referenceNumber);
  const [addProduct, adding] = useAddStaffProductMutation();
  const [choosing, setChoosing] = useState(false);

  const rows = siblings.data ?? [product];
  const taken = new Set(rows.map((row) => row.color.id));
  const free = colours.filter((colour) => !taken.has(colour.id));
  const taxMissing = product.mxikCode === null || product.packageCode === null;
  // Only once the rows are known can every colour be taken; the reason the button is off is said beside it.
  const allTaken = !siblings.isLoading && free.length === 0;
  const hint = taxMissing ? t('staff.products.hints.taxMissing') : allTaken ? t('staff.products.colours.allTaken') : undefined;

  const add = async (colourId: number) => {
    const { mxikCode, packageCode } = product;
    if (mxikCode === null || packageCode === null) return;
    try {
      const made = await addProduct({
        ...fieldsBody(formOf(product)),
        colorId: colourId,
        referenceNumber: product.referenceNumber,
        mxikCode,
        packageCode,
      }).unwrap();
      setChoosing(false);
      enqueueSnackbar(t('staff.products.colours.added'), { variant: 'success' });
      void navigate(productPath(made.id));
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <FormGroup title={t('staff.products.colours.title')}>
      {siblings.isLoading ? (
        <Skeleton variant="rounded" height={32} aria-label={t('staff.products.colours.loading')} />
      ) : (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => {
            const current = row.id === product.id;
            const label = `${localizedName(row.color, language)}${current ? ` (${t('staff.products.colours.this')})` : ''}${row.active ? '' : ` · ${t('staff.products.colours.inactive')}`}`;
            const swatch = <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: row.color.colorCode, border: 1, borderColor: 'divider' }} />;
            return (
              <li key={row.id}>
                {current ? (
                  <Chip icon={swatch} label={label} color="primary" variant="outlined" aria-current="page" />
                ) : (
                  <Chip icon={swatch} label={label} component={Link} to={productPath(row.id)} clickable variant="outlined" />
                )}
              </li>
            );
          })}
        </Stack>
      )}
      <Box>
        <Button variant="outlined" onClick={() => setChoosing(true)} disabled={taxMissing || allTaken} aria-describedby={hint ? 'add-colour-hint' : undefined}>
          {t('staff.products.colours.add')}
        </Button>
        {hint && (
          <Typography id="add-colour-hint" sx={{ color: 'text.secondary', mt: 1 }}>
            {hint}
          </Typography>
        )}
      </Box>
      {choosing && <AddColourDialog free={free} busy={adding.isLoading} onCancel={() => setChoosing(false)} onAdd={(colourId) => void add(colourId)} />}
    </FormGroup>
  );
}
