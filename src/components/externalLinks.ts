/**
 * The shop's public accounts and app listings, shown in the footer and the info pages. Not in app/config.ts, which
 * the first load carries whole: only the lazy footer and info page need these addresses.
 */
export const externalLinks = {
  instagram: 'https://www.instagram.com/libos.uz',
  telegram: 'https://t.me/libos_uz',
  facebook: 'https://www.facebook.com/libos.uz',
  appStore: 'https://apps.apple.com/uz/app/libos/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=uz.libos.app',
} as const;
