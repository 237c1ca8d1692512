import { useSearchParams } from 'react-router-dom';
import type { PaymentProvider, PaymentState } from '../../../../contract/staffPayments';
import type { PaymentsRequest } from './api';
import { tashkentDay } from './shopDays';

export const paymentPageSizes = [20, 50, 100];

// The contract's lists (src/ takes only types from contract/): the type checker holds these to its words.
export const paymentProviders: PaymentProvider[] = ['PAYME', 'CLICK', 'UZUM'];
export const paymentStates: PaymentState[] = ['created', 'paid', 'cancelled', 'refunded'];

/** The list's view as the address keeps it (?from=&to=&provider=&state=&page=&size=), so Back and a reload keep it. */
export type PaymentsView = {
  from: string;
  to: string;
  provider: PaymentProvider | undefined;
  state: PaymentState | undefined;
  /** 1-based, as the address shows it. */
  page: number;
  size: number;
};

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/** Without dates in the address: the last seven Tashkent days, today included. */
export function viewOf(params: URLSearchParams): PaymentsView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: isDate(from) ? from : tashkentDay(-6),
    to: isDate(to) ? to : tashkentDay(),
    provider: oneOf(paymentProviders, params.get('provider')),
    state: oneOf(paymentStates, params.get('state')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: paymentPageSizes.includes(size) ? size : paymentPageSizes[0]!,
  };
}

export const requestOf = (view: PaymentsView): PaymentsRequest => ({
  from: view.from,
  to: view.to,
  provider: view.provider,
  state: view.state,
  page: view.page - 1,
  size: view.size,
});

function paramsOf(view: PaymentsView): URLSearchParams {
  const params = new URLSearchParams({ from: view.from, to: view.to });
  if (view.provider) params.set('provider', view.provider);
  if (view.state) params.set('state', view.state);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== paymentPageSizes[0]) params.set('size', String(view.size));
  return params;
}

/** The view and a way to change it; any change but a page turn starts again at page 1. */
export function usePaymentsView() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const change = (next: Partial<PaymentsView>) => setParams(paramsOf({ ...view, ...next, page: next.page ?? 1 }), { replace: true });
  return { view, change };
}
