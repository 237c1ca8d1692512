import type { DomainPlugin } from '../http/app-type';
import { clickRoutes } from './click/routes';
import { paymeRoutes } from './payme/routes';
import { uzumRoutes } from './uzum/routes';

/**
 * The three providers' merchant endpoints, each in a scope of its own that parses bodies the provider's way. A
 * provider without keys is played by the sandbox's checkout page (server/sandbox/payments).
 */
export const paymentsPlugin: DomainPlugin = async (app, { deps }) => {
  await paymeRoutes(app, deps);
  await clickRoutes(app, deps);
  await uzumRoutes(app, deps);
};
