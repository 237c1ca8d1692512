import type { AppDeps } from '../deps';
import type { App } from '../http/app-type';

/** The raster Open Graph pictures at the addresses of og-paths.ts (being written: issue 29). */
export function registerOgImageRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
