import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { InspectionEvent, PromiseActorLogic } from 'xstate';
import type { OrderPayment } from '../../../../machines/paymentResult';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import { createI18n } from '../../../i18n/setup';
import { PaymentResultDialog } from '../PaymentResultDialog';

type Options = {
  getOrder?: PromiseActorLogic<OrderPayment, { orderId: string }>;
  inspect?: (inspection: InspectionEvent) => void;
  language?: Language;
};

/** The pop-up as the layout mounts it, in the app's providers, with the current address printed. */
export function renderPaymentResultDialog({ getOrder, inspect, language = 'uz' }: Options = {}) {
  const store = makeStore();
  const i18n = createI18n(language);

  function Harness() {
    const location = useLocation();
    return (
      <>
        <p data-testid="location">{`${location.pathname}${location.search}`}</p>
        <PaymentResultDialog getOrder={getOrder} inspect={inspect} />
      </>
    );
  }

  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/'] });
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
