import { useState } from 'react';
import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CouponKind, StaffCoupon } from '../../../../contract/promotions';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import type { StaffCustomerRow } from '../customers/types';
import type { CouponFields, NewCoupon } from './api';
import { CustomerPicker } from './CustomerPicker';
import { fromLocalInput, toLocalInput } from './moments';

type Props = {
  coupon?: StaffCoupon;
  kinds: CouponKind[];
  busy: boolean;
  serverFields: Record<string, string>;
  onCancel: () => void;
  onAdd: (coupon: NewCoupon) => void;
  onEdit: (fields: CouponFields & { active: boolean }) => void;
};

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Adds or edits a coupon; who gets it (every customer, new ones too while it is valid, or one customer) is chosen when it is added. */
export function CouponDialog({ coupon, kinds, busy, serverFields, onCancel, onAdd, onEdit }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CouponKind>(coupon?.kind ?? 'GIFT');
  const [nameUZB, setNameUZB] = useState(coupon?.nameUZB ?? '');
  const [nameRUS, setNameRUS] = useState(coupon?.nameRUS ?? '');
  const [credit, setCredit] = useState(String(coupon?.credit ?? 20_000));
  const [minBasket, setMinBasket] = useState(String(coupon?.minBasket ?? 0));
  const [validDays, setValidDays] = useState(String(coupon?.validDays ?? 30));
  const [validFrom, setValidFrom] = useState(toLocalInput(coupon?.validFrom ?? null));
  const [validUntil, setValidUntil] = useState(toLocalInput(coupon?.validUntil ?? null));
  const [multiUse, setMultiUse] = useState(coupon?.multiUse ?? false);
  const [active, setActive] = useState(coupon?.active ?? true);
  const [audience, setAudience] = useState<'all' | 'one'>('all');
  const [customer, setCustomer] = useState<StaffCustomerRow | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverFields, ...errors };
  const field = (key: string) => ({ error: Boolean(shown[key]), helperText: shown[key], size: 'small' as const, fullWidth: true });

  const submit = () => {
    const found: Record<string, string> = {};
    const numbers = { credit: wholeNumber(credit), minBasket: wholeNumber(minBasket), validDays: wholeNumber(validDays) };
    if (!nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
    if (!nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
    if (numbers.credit === null || numbers.credit < 1000) found.credit = t('staff.promotions.coupons.creditRange');
    if (numbers.minBasket === null) found.minBasket = t('staff.promotions.wholeNumber');
    if (numbers.validDays === null || numbers.validDays < 1 || numbers.validDays > 3650) found.validDays = t('staff.promotions.coupons.daysRange');
    const from = fromLocalInput(validFrom);
    const until = fromLocalInput(validUntil);
    if (from && until && Date.parse(until) <= Date.parse(from)) found.validUntil = t('staff.promotions.coupons.untilAfterFrom');
    if (!coupon && audience === 'one' && kind !== 'TIER' && !customer) found.customerId = t('staff.promotions.coupons.customerRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields: CouponFields = {
      kind,
      nameUZB: nameUZB.trim(),
      nameRUS: nameRUS.trim(),
      credit: numbers.credit!,
      minBasket: numbers.minBasket!,
      validDays: numbers.validDays!,
      validFrom: from,
      validUntil: until,
      multiUse,
    };
    if (coupon) onEdit({ ...fields, active });
    else onAdd({ ...fields, customerId: audience === 'one' && kind !== 'TIER' && customer ? customer.id : null });
  };

  return (
    <StaffFormDialog title={coupon ? t('staff.promotions.coupons.editTitle') : t('staff.promotions.coupons.addTitle')} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select label={t('staff.promotions.coupons.kind')} value={kind} onChange={(event) => setKind(event.target.value as CouponKind)} {...field('kind')}>
          {kinds.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`staff.promotions.coupons.kinds.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('staff.promotions.nameUZB')} value={nameUZB} onChange={(event) => setNameUZB(event.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameUZB')} />
        <TextField label={t('staff.promotions.nameRUS')} value={nameRUS} onChange={(event) => setNameRUS(event.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameRUS')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('staff.promotions.coupons.credit')} value={credit} onChange={(event) => setCredit(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('credit')} />
          <TextField label={t('staff.promotions.coupons.minBasket')} value={minBasket} onChange={(event) => setMinBasket(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('minBasket')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('staff.promotions.coupons.validFrom')} type="datetime-local" value={validFrom} onChange={(event) => setValidFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...field('validFrom')} />
          <TextField label={t('staff.promotions.coupons.validUntil')} type="datetime-local" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...field('validUntil')} />
        </Stack>
        <TextField label={t('staff.promotions.coupons.validDays')} value={validDays} onChange={(event) => setValidDays(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('validDays')} />
        <FormControlLabel control={<Switch checked={multiUse} onChange={(event) => setMultiUse(event.target.checked)} />} label={t('staff.promotions.coupons.multiUse')} />
        {coupon ? (
          <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />} label={t('staff.promotions.coupons.active')} />
        ) : (
          kind !== 'TIER' && (
            <>
              <RadioGroup aria-label={t('staff.promotions.coupons.audience')} value={audience} onChange={(event) => setAudience(event.target.value as 'all' | 'one')}>
                <FormControlLabel value="all" control={<Radio />} label={t('staff.promotions.coupons.forAll')} />
                <FormControlLabel value="one" control={<Radio />} label={t('staff.promotions.coupons.forOne')} />
              </RadioGroup>
              {audience === 'one' && (
                <CustomerPicker value={customer} onChange={setCustomer} error={shown.customerId} />
              )}
            </>
          )
        )}
      </Stack>
    </StaffFormDialog>
  );
}
