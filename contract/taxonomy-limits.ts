/** Limits of the staff's brands, categories and menus, shared by the server's schemas and the staff app (no TypeBox here, so the app's chunk does not carry it). */
export const MAX_BRAND_NAME = 100;
export const MAX_CATEGORY_NAME = 100;
export const MAX_PLACEMENT_NUMBER = 1000;

/** The header's two menus. */
export const CATEGORY_BLOCK_TYPES = ['MENU_1', 'MENU_2'] as const;
