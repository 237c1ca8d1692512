import { useState, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import type { PromoCodeCheck } from '../../../../contract/order';
import { MAX_TYPED_PROMO_CODE } from '../../../../contract/limits';
import { useCheckPromoCodeMutation } from '../api';
import { promoCodeRefusal, type PromoCodeRefusal } from '../promoCode';

type PromoCodeFieldProps = {
  customerId: number;
  cartItemIds: number[];
  /** The code the server accepted for these lines; the order carries it. */
  applied: PromoCodeCheck | null;
  onApplied: (check: PromoCodeCheck | null) => void;
  /** Why the code gives nothing: its check's answer, or the order's when the code ran out after it was applied. */
  refusal: PromoCodeRefusal | null;
  onRefusal: (refusal: PromoCodeRefusal | null) => void;
  disabled: boolean;
};

/**
 * A promo code typed at checkout: Apply asks the server what it takes off these lines, and the field shows the
 * credit or why there is none. The order's own check stays the last word (a code may run out meanwhile).
 */
export function PromoCodeField({ customerId, cartItemIds, applied, onApplied, refusal, onRefusal: setRefusal, disabled }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [code, setCode] = useState(applied?.code ?? '');
  const [check, checking] = useCheckPromoCodeMutation();

  const apply = async () => {
    const typed = code.trim();
    if (!typed) {
      setRefusal({ reason: 'unknown' });
      return;
    }
    try {
      onApplied(await check({ customerId, code: typed, cartItemIds }).unwrap());
      setRefusal(null);
    } catch (error) {
      onApplied(null);
      setRefusal(promoCodeRefusal(error));
    }
  };
  // Enter applies the code rather than submitting the whole order.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };
  const helper = refusal
    ? t(`checkout.promo.reasons.${refusal.reason}`, { amount: formatPrice(refusal.amount ?? 0) })
    : applied
      ? t('checkout.promo.applied', { code: applied.code, credit: formatPrice(applied.couponCredit) })
      : undefined;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <TextField
        id="checkout-promoCode"
        label={t('checkout.promo.label')}
        size="small"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setRefusal(null);
          // Another code is not checked yet: the order goes without until Apply.
          if (applied) onApplied(null);
        }}
        onKeyDown={onKeyDown}
        error={refusal !== null}
        helperText={helper}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MAX_TYPED_PROMO_CODE, autoCapitalize: 'characters' }, formHelperText: { sx: applied && !refusal ? { color: 'success.main' } : undefined } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={() => void apply()} loading={checking.isLoading} disabled={disabled} sx={{ height: 40 }}>
        {t('checkout.promo.apply')}
      </Button>
    </Stack>
  );
}
