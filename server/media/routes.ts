import type { AppDeps } from '../deps';
import type { App } from '../http/app-type';

export async function mediaRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // TODO: routes of this domain
}
