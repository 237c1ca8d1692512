import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAX_RECEIVER_NAME, PHONE_PREFIX } from '../../../contract/limits';
import { useLanguage } from '../../i18n/useLanguage';
import { useGetCustomerByIdQuery } from '../account/api';
import type { Customer } from '../account/types';
import { useGetAddressesByCustomerIdQuery } from '../addresses/api';
import type { CartLine } from '../cart/types';
import { ProviderChoice } from '../orders/components/ProviderChoice';
import type { PaymentStart } from '../orders/types';
import { formatPhone } from '../../components/formatPhone';
import { focusProblem, ProblemAlert, type Problem } from '../../components/formProblems';
import { useFormatPrice } from '../../components/Price';
import { readFailed } from '../../components/QueryView';
import type { PromoCodeCheck } from '../../../contract/order';
import { useDeliveryRules } from '../settings/api';
import { useMiniAppMainAction } from '../telegram/mainAction';
import { useGetCheckoutCouponsQuery } from './api';
import {
  checkoutFieldOrder,
  receiverPhoneNumber,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutProblems,
} from './checkoutForm';
import { checkoutTotals, couponFits, offeredCoupons, withPromoCode } from './checkoutRules';
import { AddressChoice } from './components/AddressChoice';
import { CheckoutLines } from './components/CheckoutLines';
import { CheckoutSection } from './components/CheckoutSection';
import { CheckoutSummary } from './components/CheckoutSummary';
import { CouponChoice } from './components/CouponChoice';
import { PromoCodeField } from './components/PromoCodeField';
import type { PromoCodeRefusal } from './promoCode';
import { ReceiverFields } from './components/ReceiverFields';
import { checkoutLayoutSx } from './components/checkoutLayout';
import { usePlaceOrder } from './usePlaceOrder';

type CheckoutFormProps = {
  customerId: number;
  lines: CartLine[];
  /** Chosen lines that can no longer be ordered and were left out. */
  leftOut: number;
  onPlaced: (start: PaymentStart) => void;
};

// The promo code's field (components/PromoCodeField.tsx) is not the form's to check, but it is focused like its fields.
const fieldId = (field: CheckoutField | 'promoCode') => `checkout-${field}`;

function draftFor(customer: Customer | undefined): CheckoutDraft {
  return {
    receiverName: customer?.fullName ?? '',
    receiverPhone: customer ? formatPhone(customer.phoneNumber) : `${PHONE_PREFIX} `,
    addressId: null,
    couponCustomerId: null,
    paymentMethod: null,
  };
}

/** The checkout's blocks and its summary; everything entered stays while the page lives, also after a refusal. */
export function CheckoutForm({ customerId, lines, leftOut, onPlaced }: CheckoutFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: customer, isLoading: customerLoading } = useGetCustomerByIdQuery(customerId);
  const addresses = useGetAddressesByCustomerIdQuery(customerId);
  const coupons = useGetCheckoutCouponsQuery(customerId);
  const [draft, setDraft] = useState<CheckoutDraft>(() => draftFor(customer));
  const [problems, setProblems] = useState<CheckoutProblems>({});
  // One coupon per order: an applied promo code stands instead of a held coupon, and picking a held one drops it.
  const [promo, setPromo] = useState<PromoCodeCheck | null>(null);
  const [promoRefusal, setPromoRefusal] = useState<PromoCodeRefusal | null>(null);

  // The receiver is the customer unless the shopper typed someone else before the customer's data arrived.
  const [prefilled, setPrefilled] = useState(customer !== undefined);
  if (!prefilled && customer) {
    setPrefilled(true);
    const defaults = draftFor(customer);
    setDraft((current) => ({
      ...current,
      receiverName: current.receiverName.trim() ? current.receiverName : defaults.receiverName,
      receiverPhone: current.receiverPhone.trim() === PHONE_PREFIX ? defaults.receiverPhone : current.receiverPhone,
    }));
  }

  // Focused after the render that shows the problems (and re-enables the fields after a refusal), with its section (its
  // heading, the control and the message) brought into view below the sticky header.
  const [focusField, setFocusField] = useState<CheckoutField | 'promoCode' | null>(null);
  useEffect(() => {
    if (!focusField) return;
    const control = document.getElementById(fieldId(focusField));
    if (control) focusProblem(control, control.closest('section') ?? control);
    setFocusField(null);
  }, [focusField]);
  // What the last refused "pay" found, read out at once (components/formProblems.tsx); a server's refusal has its toast.
  const [refused, setRefused] = useState<{ problems: Problem[]; attempt: number }>({ problems: [], attempt: 0 });
  const focusFirst = (found: CheckoutProblems) => setFocusField(checkoutFieldOrder.find((field) => found[field]) ?? null);
  const { place, placing } = usePlaceOrder({
    onPlaced,
    onProblems: (found) => {
      setProblems(found);
      focusFirst(found);
    },
    onPromoCodeRefused: (refusal) => {
      // The total goes back to the goods without the credit, and the shopper sees why before paying more.
      setPromo(null);
      setPromoRefusal(refusal);
      setFocusField('promoCode');
    },
  });

  const update = (change: Partial<CheckoutDraft>, fields: CheckoutField[]) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems((current) => {
      const kept = { ...current };
      for (const field of fields) delete kept[field];
      return kept;
    });
  };
  const selectAddress = useCallback((addressId: number) => {
    setDraft((current) => ({ ...current, addressId }));
    setProblems(({ addressId: _gone, ...kept }) => kept);
  }, []);

  // An address chosen before stays chosen; otherwise (or once it is deleted elsewhere) the first one.
  const selectedAddress = addresses.data?.find((address) => address.id === draft.addressId) ?? addresses.data?.[0] ?? null;
  const offered = coupons.data ? offeredCoupons(coupons.data, new Date()) : undefined;
  const delivery = useDeliveryRules();
  const goods = checkoutTotals(lines, null, delivery).goods;
  const selectedCoupon = offered?.find((coupon) => coupon.id === draft.couponCustomerId && couponFits(coupon, goods)) ?? null;
  const totals = promo ? withPromoCode(checkoutTotals(lines, null, delivery), promo.couponCredit) : checkoutTotals(lines, selectedCoupon, delivery);
  // What the alert names each problem by: the field's label, or the section's title for a choice.
  const fieldName: Record<CheckoutField, string> = {
    receiverName: t('checkout.receiver.name'),
    receiverPhone: t('checkout.receiver.phone'),
    addressId: t('checkout.address.title'),
    paymentMethod: t('checkout.payment.title'),
  };
  const wording = (problem: CheckoutProblem) => t(`checkout.problems.${problem}`, { max: MAX_RECEIVER_NAME });
  const problemText = (field: CheckoutField) => {
    const problem = problems[field];
    return problem ? wording(problem) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = { ...draft, addressId: selectedAddress?.id ?? null };
    const found = validateCheckout(complete);
    setProblems(found);
    const phone = receiverPhoneNumber(complete.receiverPhone);
    if (Object.keys(found).length > 0 || complete.addressId === null || complete.paymentMethod === null || phone === null) {
      focusFirst(found);
      setRefused(({ attempt }) => ({
        problems: checkoutFieldOrder.flatMap((field) => (found[field] ? [{ field: fieldName[field], text: wording(found[field]) }] : [])),
        attempt: attempt + 1,
      }));
      return;
    }
    void place({
      customerId,
      cartItemIds: lines.map((line) => line.cartItemId),
      addressId: complete.addressId,
      receiverName: complete.receiverName.trim(),
      receiverPhoneNumber: phone,
      paymentMethod: complete.paymentMethod,
      ...(promo ? { promoCode: promo.code } : selectedCoupon ? { couponCustomerId: selectedCoupon.id } : {}),
      language,
    });
  };

  // Inside Telegram its MainButton pays as the summary's button does: it submits this form.
  const form = useRef<HTMLFormElement>(null);
  const formatPrice = useFormatPrice();
  // Paying waits for the receiver's and the addresses' first read, which fill the form's defaults.
  const reading = customerLoading || addresses.isLoading;
  useMiniAppMainAction({ kind: 'pay', busy: placing || reading, total: formatPrice(totals.total), run: () => form.current?.requestSubmit() });

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} aria-labelledby="checkout-heading" sx={checkoutLayoutSx}>
      <ProblemAlert problems={refused.problems} attempt={refused.attempt} />
      <Stack spacing={2}>
        {leftOut > 0 && <Alert severity="warning">{t('checkout.leftOut', { count: leftOut })}</Alert>}
        <CheckoutSection
          id="checkout-lines"
          step={1}
          title={t('checkout.lines.title', { count: lines.length })}
          action={
            <Link component={RouterLink} to="/cart" sx={{ fontSize: 14, whiteSpace: 'nowrap' }}>
              {t('checkout.lines.edit')}
            </Link>
          }
        >
          <CheckoutLines lines={lines} />
        </CheckoutSection>
        <CheckoutSection id="checkout-receiver" step={2} title={t('checkout.receiver.title')}>
          <ReceiverFields
            name={draft.receiverName}
            phone={draft.receiverPhone}
            nameProblem={problemText('receiverName')}
            phoneProblem={problemText('receiverPhone')}
            disabled={placing}
            onNameChange={(receiverName) => update({ receiverName }, ['receiverName'])}
            onPhoneChange={(receiverPhone) => update({ receiverPhone }, ['receiverPhone'])}
          />
        </CheckoutSection>
        <CheckoutSection id="checkout-address" step={3} title={t('checkout.address.title')}>
          <AddressChoice
            customerId={customerId}
            addresses={addresses.data}
            failed={readFailed(addresses)}
            onRetry={() => void addresses.refetch()}
            selected={selectedAddress}
            onSelect={selectAddress}
            goods={totals.goods}
            // "Choose an address" holds only while none is chosen: the book's first address is chosen on the render that
            // brings it, before the effect that records the choice clears the problem.
            problem={selectedAddress ? undefined : problemText('addressId')}
            disabled={placing}
          />
        </CheckoutSection>
        <CheckoutSection id="checkout-coupon" step={4} title={t('checkout.coupon.title')}>
          <CouponChoice
            coupons={offered}
            failed={readFailed(coupons)}
            onRetry={() => void coupons.refetch()}
            goods={totals.goods}
            selectedId={promo ? null : (selectedCoupon?.id ?? null)}
            onSelect={(couponCustomerId) => {
              update({ couponCustomerId }, []);
              if (couponCustomerId !== null) setPromo(null);
            }}
            disabled={placing}
          />
          <PromoCodeField
            customerId={customerId}
            cartItemIds={lines.map((line) => line.cartItemId)}
            applied={promo}
            onApplied={(check) => {
              setPromo(check);
              if (check) update({ couponCustomerId: null }, []);
            }}
            refusal={promoRefusal}
            onRefusal={setPromoRefusal}
            disabled={placing}
          />
        </CheckoutSection>
        <CheckoutSection id="checkout-payment" step={5} title={t('checkout.payment.title')}>
          <ProviderChoice
            id={fieldId('paymentMethod')}
            label={t('checkout.payment.label')}
            value={draft.paymentMethod}
            onChange={(paymentMethod) => update({ paymentMethod }, ['paymentMethod'])}
            error={problemText('paymentMethod')}
            disabled={placing}
          />
        </CheckoutSection>
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <CheckoutSummary totals={totals} placing={placing} reading={reading} />
      </Box>
    </Box>
  );
}
