import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AddCouponBody, CouponKind, EditCouponBody, StaffCoupon } from '../../../../contract/promotions';
import { PROMO_CODE_PATTERN } from '../../../../contract/limits';
import { wholeNumber } from '../../../components/positiveInteger';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import type { StaffCustomerRow } from '../customers/types';
import { CustomerPicker } from './CustomerPicker';
import { fromShopInput, isHalfTypedMoment, toShopInput } from '../../../components/shopTime';
import { DateField } from '../../../components/DateField';

type Props = {
  coupon?: StaffCoupon;
  kinds: CouponKind[];
  busy: boolean;
  serverFields: Record<string, string>;
  onCancel: () => void;
  onAdd: (coupon: AddCouponBody) => void;
  onEdit: (fields: EditCouponBody) => void;
};

/** A promo code typed at checkout; the server stores it upper-case. */
const PROMO_CODE = new RegExp(PROMO_CODE_PATTERN);

/** A coupon with a promo code is typed by shoppers, handed to nobody; a TIER coupon is awarded by its tier. */
const isPromo = (values: { code: string; kind: CouponKind }) => values.kind !== 'TIER' && values.code.trim() !== '';

/** A coupon for one customer only: a TIER coupon goes to the tier's customers, never to one picked here. */
const forOne = (values: { audience: 'all' | 'one'; kind: CouponKind; code: string }) => values.audience === 'one' && values.kind !== 'TIER' && !isPromo(values);

/** The promo code and its limits as the server takes them: no code (null), or the code with its limits; no limit is left out. */
function promoFields(typed: { code: string; kind: CouponKind; maxUses: string; maxUsesPerCustomer: string }): Pick<AddCouponBody, 'code' | 'maxUses' | 'maxUsesPerCustomer'> {
  if (!isPromo(typed)) return { code: null };
  const maxUses = typed.maxUses.trim() === '' ? undefined : wholeNumber(typed.maxUses);
  return { code: typed.code.trim().toUpperCase(), maxUsesPerCustomer: wholeNumber(typed.maxUsesPerCustomer)!, ...(maxUses === undefined ? {} : { maxUses }) };
}

/** Adds or edits a coupon; who gets it (every customer, new ones too while it is valid, or one customer) is chosen when it is added. */
export function CouponDialog({ coupon, kinds, busy, serverFields, onCancel, onAdd, onEdit }: Props) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: {
      kind: coupon?.kind ?? ('GIFT' as CouponKind),
      nameUZB: coupon?.nameUZB ?? '',
      nameRUS: coupon?.nameRUS ?? '',
      credit: String(coupon?.credit ?? 20_000),
      minBasket: String(coupon?.minBasket ?? 0),
      validDays: String(coupon?.validDays ?? 30),
      validFrom: toShopInput(coupon?.validFrom ?? null),
      validUntil: toShopInput(coupon?.validUntil ?? null),
      multiUse: coupon?.multiUse ?? false,
      active: coupon?.active ?? true,
      audience: 'all' as 'all' | 'one',
      customer: null as StaffCustomerRow | null,
      code: coupon?.code ?? '',
      maxUses: coupon?.maxUses === null || coupon?.maxUses === undefined ? '' : String(coupon.maxUses),
      maxUsesPerCustomer: String(coupon?.maxUsesPerCustomer ?? 1),
    },
    idPrefix: 'coupon',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      const credit = wholeNumber(values.credit);
      const validDays = wholeNumber(values.validDays);
      if (!values.nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
      if (!values.nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
      if (credit === undefined || credit < 1000) found.credit = t('staff.promotions.coupons.creditRange');
      if (wholeNumber(values.minBasket) === undefined) found.minBasket = t('staff.promotions.wholeNumber');
      if (validDays === undefined || validDays < 1 || validDays > 3650) found.validDays = t('staff.promotions.coupons.daysRange');
      const from = fromShopInput(values.validFrom);
      const until = fromShopInput(values.validUntil);
      if (from && until && Date.parse(until) <= Date.parse(from)) found.validUntil = t('staff.promotions.coupons.untilAfterFrom');
      if (isHalfTypedMoment(values.validFrom)) found.validFrom = t('common.dateField.wrongTime');
      if (isHalfTypedMoment(values.validUntil)) found.validUntil = t('common.dateField.wrongTime');
      if (!coupon && forOne(values) && !values.customer) found.customer = t('staff.promotions.coupons.customerRequired');
      if (isPromo(values)) {
        if (!PROMO_CODE.test(values.code.trim())) found.code = t('staff.promotions.coupons.codeShape');
        const maxUses = values.maxUses.trim() === '' ? 1 : wholeNumber(values.maxUses);
        if (maxUses === undefined || maxUses < 1) found.maxUses = t('staff.promotions.coupons.usesRange');
        const perCustomer = wholeNumber(values.maxUsesPerCustomer);
        if (perCustomer === undefined || perCustomer < 1) found.maxUsesPerCustomer = t('staff.promotions.coupons.usesRange');
      }
      return found;
    },
    // The server names the customer by its id; the form keeps the chosen customer.
    refused: { ...serverFields, customer: serverFields.customerId },
  });
  const { values } = form;

  // The check has found every number whole before this runs.
  const submit = form.submit((typed) => {
    // What an add and an edit both send: an add's body without its customer (an edit adds `active`).
    const fields: Omit<AddCouponBody, 'customerId'> = {
      kind: typed.kind,
      nameUZB: typed.nameUZB.trim(),
      nameRUS: typed.nameRUS.trim(),
      credit: wholeNumber(typed.credit)!,
      minBasket: wholeNumber(typed.minBasket)!,
      validDays: wholeNumber(typed.validDays)!,
      validFrom: fromShopInput(typed.validFrom),
      validUntil: fromShopInput(typed.validUntil),
      multiUse: typed.multiUse,
      ...promoFields(typed),
    };
    if (coupon) onEdit({ ...fields, active: typed.active });
    else onAdd({ ...fields, customerId: forOne(typed) && typed.customer ? typed.customer.id : null });
  });
  const field = (name: 'kind' | 'nameUZB' | 'nameRUS' | 'credit' | 'minBasket' | 'validDays' | 'maxUses' | 'maxUsesPerCustomer') => ({ ...form.field(name), size: 'small' as const, fullWidth: true });

  return (
    <StaffFormDialog dirty={form.dirty} title={coupon ? t('staff.promotions.coupons.editTitle') : t('staff.promotions.coupons.addTitle')} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select label={t('staff.promotions.coupons.kind')} {...field('kind')}>
          {kinds.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`staff.promotions.coupons.kinds.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('staff.promotions.nameUZB')} required slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameUZB')} />
        <TextField label={t('staff.promotions.nameRUS')} required slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameRUS')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('staff.promotions.coupons.credit')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('credit')} />
          <TextField label={t('staff.promotions.coupons.minBasket')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('minBasket')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField kind="dateTime" label={t('staff.promotions.coupons.validFrom')} size="small" fullWidth {...form.dateField('validFrom')} />
          <DateField kind="dateTime" label={t('staff.promotions.coupons.validUntil')} size="small" fullWidth {...form.dateField('validUntil')} />
        </Stack>
        <TextField label={t('staff.promotions.coupons.validDays')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('validDays')} />
        {values.kind !== 'TIER' && (
          <TextField
            label={t('staff.promotions.coupons.code')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters' } }}
            {...form.field('code', t('staff.promotions.coupons.codeHint'))}
          />
        )}
        {isPromo(values) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('staff.promotions.coupons.maxUses')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('maxUses')} />
            <TextField label={t('staff.promotions.coupons.maxUsesPerCustomer')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('maxUsesPerCustomer')} />
          </Stack>
        )}
        <FormControlLabel control={<Switch checked={values.multiUse} onChange={(event) => form.set('multiUse', event.target.checked)} />} label={t('staff.promotions.coupons.multiUse')} />
        {coupon ? (
          <FormControlLabel control={<Switch checked={values.active} onChange={(event) => form.set('active', event.target.checked)} />} label={t('staff.promotions.coupons.active')} />
        ) : (
          values.kind !== 'TIER' && !isPromo(values) && (
            <>
              <RadioGroup aria-label={t('staff.promotions.coupons.audience')} value={values.audience} onChange={(event) => form.set('audience', event.target.value === 'one' ? 'one' : 'all')}>
                <FormControlLabel value="all" control={<Radio />} label={t('staff.promotions.coupons.forAll')} />
                <FormControlLabel value="one" control={<Radio />} label={t('staff.promotions.coupons.forOne')} />
              </RadioGroup>
              {values.audience === 'one' && <CustomerPicker value={values.customer} onChange={(chosen) => form.set('customer', chosen)} error={form.problemOf('customer')} />}
            </>
          )
        )}
      </Stack>
    </StaffFormDialog>
  );
}
