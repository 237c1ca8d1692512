import type { AppDeps } from '../deps';
import type { App } from '../http/app-type';
import { clickRoutes } from './click/routes';
import { paymeRoutes } from './payme/routes';
import { sandboxPaymentRoutes } from './sandbox/routes';
import { uzumRoutes } from './uzum/routes';

/** The three providers' merchant endpoints and, for a provider without keys, its sandbox checkout page. */
export async function paymentRoutes(app: App, deps: AppDeps): Promise<void> {
  await paymeRoutes(app, deps);
  await clickRoutes(app, deps);
  await uzumRoutes(app, deps);
  await sandboxPaymentRoutes(app, deps);
}
