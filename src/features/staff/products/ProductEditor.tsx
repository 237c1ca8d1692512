import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StaffProduct } from '../../../../contract/staff';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffHeading } from '../frame/StaffHeading';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useStaffFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import { useAddStaffProductMutation, useDeleteStaffProductMutation, useEditReferenceNumberMutation, useEditStaffProductMutation } from './api';
import { ConflictDialog } from './ConflictDialog';
import { DraftNotice } from './DraftNotice';
import { addBody, editBody, emptyForm, formDiffers, formOf, reapply, validateProduct, type FormErrors, type ProductField, type ProductForm } from './productForm';
import { fieldId, ProductFormFields, ReferenceField } from './ProductFormFields';
import { productPath } from './ProductRows';
import { ReferenceDialog } from './ReferenceDialog';
import { useChoices, withCurrent } from './useChoices';
import { errorToast } from '../../../components/errorToast';
import { useFormatPrice } from '../../../components/Price';
import { StaffBackLink } from '../kit/StaffBackLink';

const ProductColours = lazy(() => import(/* webpackChunkName: "staff-product-colours" */ './ProductColours').then((module) => ({ default: module.ProductColours })));
const ProductExtras = lazy(() => import(/* webpackChunkName: "staff-product-extras" */ './ProductExtras').then((module) => ({ default: module.ProductExtras })));

const formFields = new Set<string>(Object.keys(emptyForm));

/** The server's `fields` (400 VALIDATION) on the form's own fields; what it says is shown as it said it. */
function serverErrors(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const key = field.split(/[./[]/)[0] ?? field;
    if (formFields.has(key)) errors[key as ProductField] = { server: message };
  }
  return errors;
}

/** The stored product a 409 CONFLICT carries (`error.current`), or undefined. */
function conflictCurrent(error: unknown): StaffProduct | undefined {
  const { current } = readStaffFailure(error);
  // The contract's shape (docs/api.md), trusted as every other answer is once it looks like a product.
  return typeof current === 'object' && current !== null && 'version' in current ? (current as StaffProduct) : undefined;
}

function focusFirst(errors: FormErrors) {
  const first = Object.keys(emptyForm).find((field) => errors[field as ProductField] !== undefined);
  if (first) document.getElementById(fieldId(first as ProductField))?.focus();
}

/**
 * A product row's editor (a new one when `product` is null): saves the whole product with the version it was read
 * at; when someone saved it meanwhile (409), the conflict dialog shows both and loses nothing.
 */
export function ProductEditor({ product }: { product: StaffProduct | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const toastFailure = useStaffFailure('products');
  const { choices, failed: choicesFailed } = useChoices();
  const [base, setBase] = useState(product);
  const [form, setForm] = useState<ProductForm>(product ? formOf(product) : emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState<StaffProduct | null>(null);
  const [dialog, setDialog] = useState<'reference' | 'delete' | null>(null);
  const [addProduct, adding] = useAddStaffProductMutation();
  const [editProduct, editing] = useEditStaffProductMutation();
  const [editReference, changingReference] = useEditReferenceNumberMutation();
  const [deleteProduct, deleting] = useDeleteStaffProductMutation();
  const isNew = base === null;
  const { guard, release } = useUnsavedChangesGuard(formDiffers(form, base ? formOf(base) : emptyForm));

  const change = (next: Partial<ProductForm>) => {
    const changed = { ...form, ...next };
    setForm(changed);
    // Once a save was tried, the marks follow the typing, so a fixed field loses its mark at once.
    if (checked) setErrors(validateProduct(changed, isNew));
  };

  const stored = (saved: StaffProduct) => {
    setBase(saved);
    setForm(formOf(saved));
    setErrors({});
    setChecked(false);
  };

  const failed = (error: unknown) => {
    const current = conflictCurrent(error);
    if (current) {
      setConflict(current);
      return;
    }
    const failure = toastFailure(error);
    const marks = failure.reason === 'duplicate' ? { referenceNumber: 'duplicate' as const } : serverErrors(failure.fields);
    setErrors(marks);
    focusFirst(marks);
  };

  const save = async (toSave: ProductForm, version: number | null) => {
    setChecked(true);
    const found = validateProduct(toSave, version === null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      errorToast(t('staff.products.fixErrors'));
      focusFirst(found);
      return;
    }
    try {
      if (version === null) {
        const made = await addProduct(addBody(toSave)).unwrap();
        enqueueSnackbar(t('staff.products.created'), { variant: 'success' });
        // The new product's page takes over; this form has not caught up with what was stored.
        release();
        void navigate(productPath(made.id), { replace: true });
      } else if (base) {
        stored(await editProduct({ id: base.id, body: editBody(toSave, version) }).unwrap());
        enqueueSnackbar(t('staff.products.saved'), { variant: 'success' });
      }
    } catch (error) {
      failed(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(form, base?.version ?? null);
  };

  const takeStored = () => {
    if (conflict) stored(conflict);
    setConflict(null);
  };

  const reapplyMine = () => {
    if (!conflict || !base) return;
    const merged = reapply(form, formOf(base), formOf(conflict));
    setBase(conflict);
    setForm(merged);
    setConflict(null);
    void save(merged, conflict.version);
  };

  const changeReference = async (referenceNumber: string) => {
    if (!base) return;
    try {
      const saved = await editReference({ id: base.id, referenceNumber, version: base.version }).unwrap();
      // The other fields keep what the staff typed; only the number and the version are the stored ones.
      setBase(saved);
      setForm((current) => ({ ...current, referenceNumber: saved.referenceNumber }));
      setDialog(null);
      enqueueSnackbar(t('staff.products.reference.changed'), { variant: 'success' });
    } catch (error) {
      const current = conflictCurrent(error);
      setDialog(null);
      if (current) {
        enqueueSnackbar(t('staff.products.reference.conflict'), { variant: 'warning' });
        setConflict(current);
      } else failed(error);
    }
  };

  const remove = async () => {
    if (!base) return;
    try {
      const answer = await deleteProduct(base.id).unwrap();
      setDialog(null);
      if (answer.outcome === 'DELETED') {
        enqueueSnackbar(t('staff.products.remove.deleted'), { variant: 'success' });
        // Nothing is left to save: the typed changes go with the product.
        release();
        void navigate('/staff/products', { replace: true });
      } else {
        enqueueSnackbar(t('staff.products.remove.deactivated'), { variant: 'info' });
        if (answer.product) {
          setBase(answer.product);
          setForm((current) => ({ ...current, active: false }));
        }
      }
    } catch (error) {
      setDialog(null);
      failed(error);
    }
  };

  const title = base ? localizedName(base, language) : t('staff.products.newTitle');
  const formatPrice = useFormatPrice();
  const reference = isNew ? (
    <ReferenceField value={form.referenceNumber} error={errors.referenceNumber} onChange={(referenceNumber) => change({ referenceNumber })} />
  ) : (
    // A flex gap, not margins, and a button without side padding: when it wraps under the number on a phone, its words
    // start where the line above does.
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <Typography>
        {t('staff.products.fields.referenceNumber')}:{' '}
        <Box component="strong" sx={{ fontFamily: 'monospace' }}>
          {form.referenceNumber}
        </Box>
      </Typography>
      <Button size="small" sx={{ px: 0, minWidth: 0 }} onClick={() => setDialog('reference')}>
        {t('staff.products.reference.change')}
      </Button>
    </Stack>
  );

  return (
    <>
      {guard}
      <Box sx={{ mb: 1 }}>
        <StaffBackLink to="/staff/products">{t('staff.products.back')}</StaffBackLink>
      </Box>
      <StaffHeading>{title}</StaffHeading>
      {choicesFailed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('staff.products.pickersError')}
        </Alert>
      )}
      {base && base.saleNow > base.sale && (
        // A running sale group takes more off than the product's own sale: the shop charges this, not the form's price.
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('staff.products.hints.groupSale', { percent: base.saleNow, price: formatPrice(base.priceNow), own: base.sale })}
        </Alert>
      )}
      {base && base.publishedAt === null && (
        // Publishing changes only the state: what the staff typed and has not saved stays in the form.
        <DraftNotice product={base} onPublished={(published) => {
          setBase(published);
          setForm((current) => ({ ...current, active: published.active }));
        }} />
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <ProductFormFields form={form} errors={errors} choices={withCurrent(choices, base)} onChange={change} reference={reference} draft={base === null || base.publishedAt === null} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={adding.isLoading || editing.isLoading}>
            {isNew ? t('staff.products.create') : t('staff.products.save')}
          </Button>
          {base && (
            <Button color="error" onClick={() => setDialog('delete')}>
              {t('staff.products.remove.button')}
            </Button>
          )}
        </Stack>
      </Box>
      {base && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <ProductColours product={base} colours={choices.colours} />
            <ProductExtras productId={base.id} />
          </Suspense>
        </Stack>
      )}
      {conflict && base && (
        <ConflictDialog open mine={form} base={base ? formOf(base) : emptyForm} stored={formOf(conflict)} choices={withCurrent(choices, conflict)} onTakeStored={takeStored} onReapply={reapplyMine} />
      )}
      {dialog === 'reference' && base && (
        <ReferenceDialog current={base.referenceNumber} busy={changingReference.isLoading} onCancel={() => setDialog(null)} onConfirm={(next) => void changeReference(next)} />
      )}
      {dialog === 'delete' && base && (
        // A product some order, review or look names is only taken off sale: the answer says which (remove()).
        <ConfirmDeleteDialog
          title={t('staff.products.remove.title', { name: title })}
          text={t('staff.products.remove.message')}
          confirm={t('staff.products.remove.confirm')}
          busy={deleting.isLoading}
          onCancel={() => setDialog(null)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
