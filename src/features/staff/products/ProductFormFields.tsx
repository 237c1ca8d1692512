import { useId, type ReactNode } from 'react';
import {
  Autocomplete,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { MAX_PRODUCT_DESCRIPTION, MAX_PRODUCT_NAME } from '../../../../contract/limits';
import type { FieldError, FormErrors, ProductField, ProductForm, SaleKind } from './productForm';
import type { CategoryOption, StaffBrand, StaffColour } from './types';

export type FormChoices = { brands: StaffBrand[]; colours: StaffColour[]; categories: CategoryOption[] };

type Props = {
  form: ProductForm;
  errors: FormErrors;
  choices: FormChoices;
  onChange: (next: Partial<ProductForm>) => void;
  /** The reference number's place: a field for a new product, the number and its change button for a stored one. */
  reference: ReactNode;
  /** A new product or a draft: not on sale until published (DraftNotice), so it has no on-sale switch. */
  draft: boolean;
};

function errorSentence(t: TFunction, error: FieldError): string {
  return typeof error === 'string' ? t(`staff.products.errors.${error}`) : t('staff.products.errors.server', { message: error.server });
}

/** A field's id, so the editor can focus the first one with a mistake. */
export const fieldId = (field: ProductField) => `product-${field}`;

/** A titled part of the editor: a region named by its h2, so a screen reader can list and jump to it. */
export function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A new product's reference number (a stored one changes through its own dialog). */
export function ReferenceField({ value, error, onChange }: { value: string; error: FieldError | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={fieldId('referenceNumber')}
      label={t('staff.products.fields.referenceNumber')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error === undefined ? t('staff.products.hints.referenceNumber') : errorSentence(t, error)}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}

/** The editor's fields in four groups: names, catalogue, prices, tax data. */
export function ProductFormFields({ form, errors, choices, onChange, reference, draft }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = (field: ProductField) => {
    const error = errors[field];
    return error === undefined ? undefined : errorSentence(t, error);
  };
  const text = (field: ProductField & keyof typeof fieldLabels, options: { multiline?: boolean; maxLength?: number; numeric?: boolean; hint?: string } = {}) => (
    <TextField
      id={fieldId(field)}
      label={t(`staff.products.fields.${fieldLabels[field]}`)}
      value={form[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errors[field] !== undefined}
      helperText={errorText(field) ?? options.hint}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: options.maxLength, ...(options.numeric ? { inputMode: 'numeric' } : {}) } }}
    />
  );
  const parentName = (id: number | null) => {
    const parent = choices.categories.find((category) => category.id === id);
    return parent ? localizedName(parent, language) : '';
  };
  const chosenCategories = form.categoryIds.flatMap((id) => choices.categories.filter((category) => category.id === id));

  return (
    <Stack spacing={2}>
      <FormGroup title={t('staff.products.groups.names')}>
        {reference}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('nameUZB', { maxLength: MAX_PRODUCT_NAME })}
          {text('nameRUS', { maxLength: MAX_PRODUCT_NAME })}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('descriptionUZB', { multiline: true, maxLength: MAX_PRODUCT_DESCRIPTION })}
          {text('descriptionRUS', { multiline: true, maxLength: MAX_PRODUCT_DESCRIPTION })}
        </Stack>
      </FormGroup>

      <FormGroup title={t('staff.products.groups.catalogue')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            id={fieldId('brandId')}
            label={t('staff.products.fields.brand')}
            value={form.brandId === null ? '' : String(form.brandId)}
            onChange={(event) => onChange({ brandId: Number(event.target.value) })}
            error={errors.brandId !== undefined}
            helperText={errorText('brandId')}
            fullWidth
          >
            {choices.brands.map((brand) => (
              <MenuItem key={brand.id} value={String(brand.id)}>
                {brand.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id={fieldId('colorId')}
            label={t('staff.products.fields.colour')}
            value={form.colorId === null ? '' : String(form.colorId)}
            onChange={(event) => onChange({ colorId: Number(event.target.value) })}
            error={errors.colorId !== undefined}
            helperText={errorText('colorId')}
            fullWidth
          >
            {choices.colours.map((colour) => (
              <MenuItem key={colour.id} value={String(colour.id)}>
                <Box component="span" sx={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', bgcolor: colour.colorCode, border: 1, borderColor: 'divider', mr: 1, verticalAlign: 'middle' }} />
                {localizedName(colour, language)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Autocomplete
          multiple
          id={fieldId('categoryIds')}
          options={choices.categories}
          value={chosenCategories}
          onChange={(_event, chosen) => onChange({ categoryIds: chosen.map((category) => category.id) })}
          groupBy={(category) => parentName(category.parentId ?? category.id)}
          getOptionLabel={(category) => localizedName(category, language)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('staff.products.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('staff.products.fields.categories')}
              error={errors.categoryIds !== undefined}
              helperText={errorText('categoryIds') ?? t('staff.products.hints.categories')}
            />
          )}
        />
      </FormGroup>

      <FormGroup title={t('staff.products.groups.prices')}>
        {text('sellPrice', { numeric: true, maxLength: 13 })}
        <FormControl>
          <FormLabel id="product-sale-kind">{t('staff.products.fields.saleKind')}</FormLabel>
          <RadioGroup row aria-labelledby="product-sale-kind" value={form.saleKind} onChange={(event) => onChange({ saleKind: event.target.value as SaleKind })}>
            <FormControlLabel value="percent" control={<Radio />} label={t('staff.products.fields.salePercentKind')} />
            <FormControlLabel value="price" control={<Radio />} label={t('staff.products.fields.salePriceKind')} />
          </RadioGroup>
        </FormControl>
        {form.saleKind === 'percent' ? text('sale', { numeric: true, maxLength: 2 }) : text('salePrice', { numeric: true, maxLength: 13, hint: t('staff.products.hints.salePrice') })}
        {!draft && (
          <FormControlLabel
            control={<Switch id={fieldId('active')} checked={form.active} onChange={(event) => onChange({ active: event.target.checked })} />}
            label={t('staff.products.fields.active')}
          />
        )}
      </FormGroup>

      <FormGroup title={t('staff.products.groups.tax')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text('mxikCode', { numeric: true, maxLength: 17, hint: t('staff.products.hints.mxikCode') })}
          {text('packageCode', { numeric: true, maxLength: 20, hint: t('staff.products.hints.packageCode') })}
          {text('vatPercent', { numeric: true, maxLength: 3 })}
        </Stack>
      </FormGroup>
    </Stack>
  );
}

const fieldLabels = {
  referenceNumber: 'referenceNumber',
  nameUZB: 'nameUZB',
  nameRUS: 'nameRUS',
  descriptionUZB: 'descriptionUZB',
  descriptionRUS: 'descriptionRUS',
  sellPrice: 'sellPrice',
  sale: 'sale',
  salePrice: 'salePrice',
  mxikCode: 'mxikCode',
  packageCode: 'packageCode',
  vatPercent: 'vatPercent',
} as const;
