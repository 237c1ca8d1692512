import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { openAccountPanel } from '../account/openAccountPanel';
import { orderFailure } from '../orders/orderFailure';
import { leaveForPayment } from '../orders/paymentNavigation';
import type { PaymentStart } from '../orders/types';
import { useAddOrderMutation } from './api';
import { problemsFromServer, type CheckoutProblems } from './checkoutForm';
import type { AddOrderBody } from '../../../contract/order';
import { errorToast } from '../../components/errorToast';
import { useFormatPrice } from '../../components/Price';
import { toServerFailure } from '../../../machines/serverFailure';
import { promoCodeRefusal, type PromoCodeRefusal } from './promoCode';

type PlaceOrderOptions = {
  /** The order exists: the page says it is leaving for the provider (the cart lines are gone by now). */
  onPlaced: (start: PaymentStart) => void;
  /** The server refused some fields: the form marks them. */
  onProblems: (problems: CheckoutProblems) => void;
  /** The order refused its promo code (it ran out, or expired, after it was applied): the field says why. */
  onPromoCodeRefused: (refusal: PromoCodeRefusal) => void;
};

/**
 * Places the order once and leaves for the provider. A second submit while one is on its way does nothing;
 * a refusal is told by a toast and the form keeps everything the shopper entered.
 */
export function usePlaceOrder({ onPlaced, onProblems, onPromoCodeRefused }: PlaceOrderOptions) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const dispatch = useAppDispatch();
  const [addOrder] = useAddOrderMutation();
  const [placing, setPlacing] = useState(false);
  const sending = useRef(false);

  const place = async (request: AddOrderBody) => {
    if (sending.current) return;
    sending.current = true;
    setPlacing(true);
    try {
      const start = await addOrder(request).unwrap();
      onPlaced(start);
      leaveForPayment(start);
    } catch (error) {
      sending.current = false;
      setPlacing(false);
      if (toServerFailure(error).fields?.promoCode !== undefined) {
        const refusal = promoCodeRefusal(error);
        onPromoCodeRefused(refusal);
        errorToast(t(`checkout.promo.reasons.${refusal.reason}`, { amount: formatPrice(refusal.amount ?? 0) }));
        return;
      }
      const { reason, fields } = orderFailure(error);
      if (reason === 'checkFields') onProblems(problemsFromServer(fields));
      // The saved session has run out: logging in again is the way forward, and the form stays as it is.
      if (reason === 'sessionExpired') openAccountPanel(dispatch, { stayOnPage: true });
      errorToast(t(`checkout.errors.${reason}`));
    }
  };

  return { place, placing };
}
