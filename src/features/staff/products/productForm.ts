import type { AddProductBody, EditProductBody, StaffProduct } from '../../../../contract/staff';
import {
  MAX_PRODUCT_CATEGORIES,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_NAME,
  MAX_REFERENCE_NUMBER,
  MAX_SELL_PRICE,
  MXIK_CODE_PATTERN,
  PACKAGE_CODE_PATTERN,
  REFERENCE_NUMBER_PATTERN,
} from '../../../../contract/limits';

/*
 * The editor's form: every field as typed (strings), checked here with the limits the server's schemas are built
 * from (contract/limits.ts, contract/staff.ts) so the staff see a mistake beside its field before anything is sent.
 */

export const REFERENCE_PATTERN = new RegExp(REFERENCE_NUMBER_PATTERN);
const MXIK_PATTERN = new RegExp(MXIK_CODE_PATTERN);
const PACKAGE_PATTERN = new RegExp(PACKAGE_CODE_PATTERN);
/** The VAT of products made before the tax data existed, and of a new one until changed. */
export const DEFAULT_VAT = 12;

export type SaleKind = 'percent' | 'price';

export type ProductForm = {
  referenceNumber: string;
  nameUZB: string;
  nameRUS: string;
  descriptionUZB: string;
  descriptionRUS: string;
  brandId: number | null;
  colorId: number | null;
  categoryIds: number[];
  sellPrice: string;
  saleKind: SaleKind;
  sale: string;
  salePrice: string;
  active: boolean;
  mxikCode: string;
  packageCode: string;
  vatPercent: string;
};

export type ProductField = keyof ProductForm;
/** A field's mistake: the key of its sentence under staff.products.errors, or what the server said of it. */
export type ErrorKey = 'required' | 'tooLong' | 'reference' | 'pick' | 'tooMany' | 'price' | 'percent' | 'belowPrice' | 'vat' | 'mxik' | 'packageCode' | 'duplicate';
export type FieldError = ErrorKey | { server: string };
export type FormErrors = Partial<Record<ProductField, FieldError>>;

export const emptyForm: ProductForm = {
  referenceNumber: '',
  nameUZB: '',
  nameRUS: '',
  descriptionUZB: '',
  descriptionRUS: '',
  brandId: null,
  colorId: null,
  categoryIds: [],
  sellPrice: '',
  saleKind: 'percent',
  sale: '0',
  salePrice: '',
  active: true,
  mxikCode: '',
  packageCode: '',
  vatPercent: String(DEFAULT_VAT),
};

export function formOf(product: StaffProduct): ProductForm {
  return {
    referenceNumber: product.referenceNumber,
    nameUZB: product.nameUZB,
    nameRUS: product.nameRUS,
    descriptionUZB: product.descriptionUZB,
    descriptionRUS: product.descriptionRUS,
    brandId: product.brand.id,
    colorId: product.color.id,
    categoryIds: product.categories.map((category) => category.id),
    sellPrice: String(product.sellPrice),
    saleKind: 'percent',
    sale: String(product.sale),
    salePrice: product.salePrice === null ? '' : String(product.salePrice),
    active: product.active,
    mxikCode: product.mxikCode ?? '',
    packageCode: product.packageCode ?? '',
    vatPercent: String(product.vatPercent),
  };
}

/** Digits only, spaces allowed ("400 000"); null when it is not a whole number. */
export function wholeNumber(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

function checkName(text: string): ErrorKey | undefined {
  if (text.trim() === '') return 'required';
  return text.trim().length > MAX_PRODUCT_NAME ? 'tooLong' : undefined;
}

/** The form's mistakes; `isNew` asks for the reference number and the tax codes, which an edit may leave empty. */
export function validateProduct(form: ProductForm, isNew: boolean): FormErrors {
  const errors: FormErrors = {};
  if (isNew) {
    const reference = form.referenceNumber.trim();
    if (reference === '') errors.referenceNumber = 'required';
    else if (reference.length > MAX_REFERENCE_NUMBER || !REFERENCE_PATTERN.test(reference)) errors.referenceNumber = 'reference';
  }
  errors.nameUZB = checkName(form.nameUZB);
  errors.nameRUS = checkName(form.nameRUS);
  if (form.descriptionUZB.length > MAX_PRODUCT_DESCRIPTION) errors.descriptionUZB = 'tooLong';
  if (form.descriptionRUS.length > MAX_PRODUCT_DESCRIPTION) errors.descriptionRUS = 'tooLong';
  if (form.brandId === null) errors.brandId = 'pick';
  if (form.colorId === null) errors.colorId = 'pick';
  if (form.categoryIds.length === 0) errors.categoryIds = 'pick';
  else if (form.categoryIds.length > MAX_PRODUCT_CATEGORIES) errors.categoryIds = 'tooMany';
  const price = wholeNumber(form.sellPrice);
  if (form.sellPrice.trim() === '') errors.sellPrice = 'required';
  else if (price === null || price < 1 || price > MAX_SELL_PRICE) errors.sellPrice = 'price';
  if (form.saleKind === 'percent') {
    const sale = wholeNumber(form.sale);
    if (form.sale.trim() !== '' && (sale === null || sale > 99)) errors.sale = 'percent';
  } else if (form.salePrice.trim() !== '') {
    const salePrice = wholeNumber(form.salePrice);
    if (salePrice === null || salePrice < 1) errors.salePrice = 'price';
    else if (price !== null && salePrice >= price) errors.salePrice = 'belowPrice';
  }
  const vat = wholeNumber(form.vatPercent);
  if (vat === null || vat > 100) errors.vatPercent = 'vat';
  if (form.mxikCode !== '' || isNew) {
    if (!MXIK_PATTERN.test(form.mxikCode)) errors.mxikCode = 'mxik';
  }
  if (form.packageCode !== '' || isNew) {
    if (!PACKAGE_PATTERN.test(form.packageCode)) errors.packageCode = 'packageCode';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/**
 * The fields both writes carry: an edit's body without its version (an add puts its reference number and its
 * required tax codes in instead). Call it on a form validateProduct passed.
 */
type ProductFields = Omit<EditProductBody, 'version'>;

export function fieldsBody(form: ProductForm): ProductFields {
  const sellPrice = wholeNumber(form.sellPrice) ?? 0;
  const salePrice = form.salePrice.trim() === '' ? null : wholeNumber(form.salePrice);
  return {
    nameUZB: form.nameUZB.trim(),
    nameRUS: form.nameRUS.trim(),
    descriptionUZB: form.descriptionUZB,
    descriptionRUS: form.descriptionRUS,
    brandId: form.brandId ?? 0,
    colorId: form.colorId ?? 0,
    categoryIds: form.categoryIds,
    sellPrice,
    ...(form.saleKind === 'percent' ? { sale: wholeNumber(form.sale) ?? 0 } : salePrice === null ? { sale: 0 } : { salePrice }),
    active: form.active,
    vatPercent: wholeNumber(form.vatPercent) ?? DEFAULT_VAT,
    mxikCode: form.mxikCode === '' ? null : form.mxikCode,
    packageCode: form.packageCode === '' ? null : form.packageCode,
  };
}

export function addBody(form: ProductForm): AddProductBody {
  return { ...fieldsBody(form), referenceNumber: form.referenceNumber.trim(), mxikCode: form.mxikCode, packageCode: form.packageCode };
}

export function editBody(form: ProductForm, version: number): EditProductBody {
  return { ...fieldsBody(form), version };
}

/** The fields the 409 dialog compares, in the form's order (the reference number has its own dialog). */
export const comparedFields = [
  'nameUZB',
  'nameRUS',
  'descriptionUZB',
  'descriptionRUS',
  'brandId',
  'colorId',
  'categoryIds',
  'sellPrice',
  'sale',
  'active',
  'mxikCode',
  'packageCode',
  'vatPercent',
] as const;
export type ComparedField = (typeof comparedFields)[number];

/** A field's value as saved: the sale as its percent whichever way it was typed, numbers without their spaces. */
export function savedValue(form: ProductForm, field: ComparedField): string {
  const body = fieldsBody(form);
  switch (field) {
    case 'categoryIds':
      return [...body.categoryIds].sort((a, b) => a - b).join(',');
    case 'sale':
      if (body.salePrice !== undefined && body.salePrice !== null && body.sellPrice > 0) return String(Math.round((1 - body.salePrice / body.sellPrice) * 100));
      return String(body.sale ?? 0);
    default:
      return String(body[field] ?? '');
  }
}

/**
 * The staff's changes laid over what another save stored meanwhile: each field they changed (it differs from the
 * version they started from) keeps their value, every other field takes the stored one. Nothing either side did is lost.
 */
export function reapply(mine: ProductForm, base: ProductForm, stored: ProductForm): ProductForm {
  const merged: ProductForm = { ...stored };
  for (const field of comparedFields) {
    if (savedValue(mine, field) === savedValue(base, field)) continue;
    if (field === 'sale') Object.assign(merged, { saleKind: mine.saleKind, sale: mine.sale, salePrice: mine.salePrice });
    else Object.assign(merged, { [field]: mine[field] });
  }
  return merged;
}

/** Whether anything in the form is not as `base` has it, as typed (the unsaved-changes guard's question). */
export function formDiffers(form: ProductForm, base: ProductForm): boolean {
  return (Object.keys(base) as ProductField[]).some((field) => JSON.stringify(form[field]) !== JSON.stringify(base[field]));
}
