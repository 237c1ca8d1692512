import type { PaymentProvider, PaymentState } from '../../../../contract/staffPayments';
import { pageRequestOf, useListView, type ListAddress, type ListView } from '../kit/useListView';
import type { PaymentsRequest } from './api';
import { tashkentDay } from '../../../components/shopTime';

export const paymentPageSizes = [20, 50, 100];

// The contract's lists (src/ takes only types from contract/): the type checker holds these to its words.
export const paymentProviders: PaymentProvider[] = ['PAYME', 'CLICK', 'UZUM'];
export const paymentStates: PaymentState[] = ['created', 'paid', 'cancelled', 'refunded'];

/** The list's filters as the address keeps them (?from=&to=&provider=&state=, with the list's page and size). */
type PaymentFilters = {
  from: string;
  to: string;
  provider: PaymentProvider | undefined;
  state: PaymentState | undefined;
};

export type PaymentsView = ListView<PaymentFilters>;

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/** Without dates in the address: the last seven Tashkent days, today included. */
const paymentsAddress: ListAddress<PaymentFilters> = {
  read: (params) => {
    const from = params.get('from');
    const to = params.get('to');
    return {
      from: isDate(from) ? from : tashkentDay(-6),
      to: isDate(to) ? to : tashkentDay(),
      provider: oneOf(paymentProviders, params.get('provider')),
      state: oneOf(paymentStates, params.get('state')),
    };
  },
  write: (view) => {
    const params = new URLSearchParams({ from: view.from, to: view.to });
    if (view.provider) params.set('provider', view.provider);
    if (view.state) params.set('state', view.state);
    return params;
  },
  sizes: paymentPageSizes,
};

export const requestOf = (view: PaymentsView): PaymentsRequest => ({
  from: view.from,
  to: view.to,
  provider: view.provider,
  state: view.state,
  ...pageRequestOf(view),
});

/** The list's view and a way to change it. */
export const usePaymentsView = () => useListView(paymentsAddress);
