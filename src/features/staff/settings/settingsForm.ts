import type { TFunction } from 'i18next';
import type { ShopBranch, ShopSettings } from '../../../../contract/settings';
import {
  EMAIL_PATTERN,
  MAX_DELIVERY_FEE,
  MAX_FREE_DELIVERY_FROM,
  MAX_RETURN_WINDOW_DAYS,
  MIN_RETURN_WINDOW_DAYS,
  PHONE_PATTERN,
  SMS_SENDER_PATTERN,
  TELEGRAM_PATTERN,
} from '../../../../contract/limits';
import type { FieldProblems } from '../kit/useStaffForm';

/** The form's values: the settings with the numbers as typed (text), so a half-typed one is refused rather than read. */
export type SettingsValues = Omit<ShopSettings, 'deliveryFee' | 'freeDeliveryFrom' | 'returnWindowDays'> & {
  deliveryFee: string;
  freeDeliveryFrom: string;
  returnWindowDays: string;
};

export const branchFields = ['nameUz', 'nameRu', 'addressUz', 'addressRu', 'landmarkUz', 'landmarkRu', 'hoursUz', 'hoursRu'] as const satisfies readonly (keyof ShopBranch)[];
/** A landmark may be left empty; every other branch field is needed. */
export const requiredBranchFields: ReadonlySet<keyof ShopBranch> = new Set(branchFields.filter((name) => !name.startsWith('landmark')));

export const emptyBranch: ShopBranch = { nameUz: '', nameRu: '', addressUz: '', addressRu: '', landmarkUz: '', landmarkRu: '', hoursUz: '', hoursRu: '' };

export function toValues(settings: ShopSettings): SettingsValues {
  return {
    ...settings,
    deliveryFee: String(settings.deliveryFee),
    freeDeliveryFrom: String(settings.freeDeliveryFrom),
    returnWindowDays: String(settings.returnWindowDays),
  };
}

export function toBody(values: SettingsValues): ShopSettings {
  return {
    shopName: values.shopName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    telegram: values.telegram.trim(),
    email: values.email.trim(),
    hoursUz: values.hoursUz.trim(),
    hoursRu: values.hoursRu.trim(),
    deliveryFee: Number(values.deliveryFee),
    freeDeliveryFrom: Number(values.freeDeliveryFrom),
    returnWindowDays: Number(values.returnWindowDays),
    smsSender: values.smsSender.trim(),
    branches: values.branches.map((branch) => Object.fromEntries(branchFields.map((name) => [name, branch[name].trim()])) as ShopBranch),
  };
}

const wholeNumber = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The problems in the values, in the order the fields stand on the page (the first gets the focus). */
export function checkSettings(values: SettingsValues, t: TFunction): FieldProblems<SettingsValues> {
  const found: FieldProblems<SettingsValues> = {};
  const required = t('staff.settings.problems.required');
  if (!values.shopName.trim()) found.shopName = required;
  if (!new RegExp(PHONE_PATTERN).test(values.phoneNumber.trim())) found.phoneNumber = t('staff.settings.problems.phone');
  if (!new RegExp(TELEGRAM_PATTERN).test(values.telegram.trim())) found.telegram = t('staff.settings.problems.telegram');
  if (!new RegExp(EMAIL_PATTERN).test(values.email.trim())) found.email = t('staff.settings.problems.email');
  if (!values.hoursUz.trim()) found.hoursUz = required;
  if (!values.hoursRu.trim()) found.hoursRu = required;
  if (!wholeNumber(values.deliveryFee, 0, MAX_DELIVERY_FEE)) found.deliveryFee = t('staff.settings.problems.amount', { max: MAX_DELIVERY_FEE });
  if (!wholeNumber(values.freeDeliveryFrom, 0, MAX_FREE_DELIVERY_FROM)) found.freeDeliveryFrom = t('staff.settings.problems.amount', { max: MAX_FREE_DELIVERY_FROM });
  if (!wholeNumber(values.returnWindowDays, MIN_RETURN_WINDOW_DAYS, MAX_RETURN_WINDOW_DAYS)) {
    found.returnWindowDays = t('staff.settings.problems.returnWindow', { min: MIN_RETURN_WINDOW_DAYS, max: MAX_RETURN_WINDOW_DAYS });
  }
  if (!new RegExp(SMS_SENDER_PATTERN).test(values.smsSender.trim())) found.smsSender = t('staff.settings.problems.smsSender');
  if (values.branches.some((branch) => [...requiredBranchFields].some((name) => !branch[name].trim()))) found.branches = t('staff.settings.problems.branches');
  return found;
}
