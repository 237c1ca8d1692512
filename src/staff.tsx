import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('staff.html must contain <div id="root">');

/*
 * The staff application's entry (served for /staff/*): the shop's texts, store and theme, none of its pages. The
 * imports are "eager": they stay in this chunk and are only evaluated in order, as in app/startShop.ts.
 */
async function start(root: HTMLElement) {
  const { i18n, i18nReady } = await import(/* webpackMode: "eager" */ './i18n/browserI18n');
  const { renderStaff } = await import(/* webpackMode: "eager" */ './app/renderStaff');
  // Rendering before the texts are in would flash raw keys; if they cannot be had, i18next shows keys.
  await Promise.allSettled([i18nReady]);
  renderStaff(root, i18n);
}

void start(container);
