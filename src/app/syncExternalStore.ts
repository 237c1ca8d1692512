import { useSyncExternalStore as reactHook } from 'react';

/*
 * webpack.config.ts builds the shop with this module in place of use-sync-external-store/shim, which react-i18next
 * imports to run on React before 18. On React 19 the shim's production build only hands back React's own hook
 * (`React.useSyncExternalStore !== undefined ? React.useSyncExternalStore : shim`), so its fallback was bytes of the
 * first load that never ran. This stands in for the whole package, with its one export.
 */
export const useSyncExternalStore = reactHook;
