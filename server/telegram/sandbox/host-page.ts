import { escapeHtml, type PageLanguage } from '../../sandbox/payments/pages';
import { THEMES, type SandboxUser, type ThemeName } from './launch';
import { SANDBOX_PATH, jsonBlock, languageNav } from './pages';
import { sandboxTexts } from './texts';

export interface HostView {
  language: PageLanguage;
  botUsername: string;
  user: SandboxUser;
  /** The Mini App's address: a path of the shop with the launch data in its fragment. */
  appSrc: string;
  theme: ThemeName;
  /** What the phone dialog starts with. */
  phone: string;
  languageLinks: Record<PageLanguage, string>;
}

// A phone's Telegram chat frame: the bar, the Mini App in a 390 px column filling the height, the MainButton under it.
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#d9dde3;color:#1a1a1a}
.phone{--bar-bg:#ffffff;--bar-text:#000000;--hint:#707579;--accent:#3390ec;display:flex;flex-direction:column;width:100%;max-width:390px;height:100vh;height:100dvh;margin:0 auto;background:var(--bar-bg);color:var(--bar-text);position:relative;box-shadow:0 0 12px rgba(0,0,0,.2)}
[data-theme=dark] .phone{--bar-bg:#212121;--bar-text:#ffffff;--hint:#aaaaaa;--accent:#8774e1}
.bar{display:flex;align-items:center;gap:.25rem;min-height:56px;padding:0 .25rem;border-bottom:1px solid rgba(127,127,127,.25)}
.bar button{min-width:44px;min-height:44px;border:0;border-radius:8px;background:transparent;color:inherit;font:inherit;font-size:1.25rem;cursor:pointer}
.bar .toggle{max-width:5.5rem;font-size:.75rem;line-height:1.1;padding:0 .375rem;color:var(--hint)}
.bar .toggle[aria-pressed=true]{color:var(--accent);font-weight:600}
.title{flex:1;min-width:0;display:flex;flex-direction:column;line-height:1.2;padding-left:.5rem}
.title strong{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.title span{font-size:.8125rem;color:var(--hint)}
.screen{flex:1;position:relative;min-height:0}
.screen iframe{display:block;width:100%;height:100%;border:0;background:#fff}
.home-indicator{position:absolute;left:50%;bottom:8px;width:134px;height:5px;margin-left:-67px;border-radius:3px;background:rgba(0,0,0,.55);pointer-events:none}
.closed{padding:2rem 1rem;text-align:center}
.closed a{display:block;margin:.75rem 0;color:var(--accent)}
.main-button{display:flex;align-items:center;justify-content:center;gap:.5rem;width:100%;min-height:56px;border:0;font:inherit;font-weight:600;font-size:1rem;background:var(--accent);color:#fff;cursor:pointer}
.main-button:disabled{opacity:.6;cursor:default}
.spinner{width:18px;height:18px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.toast{position:absolute;top:.5rem;left:50%;transform:translateX(-50%);padding:.25rem .75rem;border-radius:999px;background:rgba(0,0,0,.75);color:#fff;font-size:.8125rem;pointer-events:none}
[hidden]{display:none!important}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #e87b00;outline-offset:2px}
dialog{border:0;border-radius:12px;padding:1.25rem;width:min(22rem,92vw);box-shadow:0 8px 32px rgba(0,0,0,.35)}
dialog h2{font-size:1.0625rem;margin:0 0 1rem}
dialog label{display:grid;gap:.25rem;font-size:.9375rem}
dialog input{font:inherit;padding:.5rem .625rem;border:1px solid #8a8f98;border-radius:8px;min-height:44px}
dialog .actions{display:flex;justify-content:flex-end;gap:.5rem;margin-top:1rem}
dialog .actions button{min-height:44px;padding:0 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid #3390ec}
dialog .share{background:#3390ec;color:#fff}
dialog .cancel{background:#fff;color:#0a5bd3}
dialog [role=alert]{color:#b3261e;font-size:.875rem;margin:.5rem 0 0}
.log{max-width:390px;margin:0 auto;padding:1rem;font-size:.8125rem}
.log h2{font-size:.9375rem;margin:0 0 .5rem}
.log ol{margin:0;padding-left:1.25rem;font-family:ui-monospace,monospace}
.log nav{margin-top:1rem}
.log nav a{margin-right:1rem;color:#0a3f91}
`;

/**
 * /sandbox/telegram/app: Telegram's client playing host to the Mini App. Its script (host.js) speaks Telegram's
 * web protocol with the iframe; what it needs comes in a JSON block.
 */
export function hostPage(view: HostView): string {
  const text = sandboxTexts(view.language);
  const bot = `@${view.botUsername}`;
  const data = {
    bot,
    user: view.user,
    theme: view.theme,
    themes: THEMES,
    contactUrl: `${SANDBOX_PATH}/contact`,
    texts: { phoneRefused: text.phoneRefused, phoneFailed: text.phoneFailed },
  };
  return `<!doctype html>
<html lang="${view.language}" data-theme="${view.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(`${bot} · ${text.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="phone" aria-label="Telegram">
<header class="bar">
<button type="button" id="tg-back" aria-label="${text.back}" hidden><span aria-hidden="true">←</span></button>
<div class="title"><strong>${escapeHtml(bot)}</strong><span>${text.bot}</span></div>
<button type="button" class="toggle" id="tg-theme" aria-pressed="${view.theme === 'dark'}">${text.darkTheme}</button>
<button type="button" class="toggle" id="tg-safe-area" aria-pressed="false">${text.safeArea}</button>
<button type="button" id="tg-close" aria-label="${text.close}"><span aria-hidden="true">×</span></button>
</header>
<div class="screen">
<iframe id="tg-app" title="${escapeHtml(`${bot}: ${text.miniApp}`)}" src="${escapeHtml(view.appSrc)}"></iframe>
<div class="home-indicator" id="tg-home-indicator" hidden></div>
<div class="closed" id="tg-closed" hidden><p>${text.closed}</p><a href="">${text.reopen}</a><a href="${SANDBOX_PATH}?lang=${view.language}">${text.sandboxHome}</a></div>
<div class="toast" id="tg-toast" role="status" hidden></div>
</div>
<button type="button" class="main-button" id="tg-main" hidden><span class="spinner" id="tg-main-progress" aria-hidden="true" hidden></span><span id="tg-main-text"></span></button>
</main>
<section class="log" aria-labelledby="tg-log-title">
<h2 id="tg-log-title">${text.events}</h2>
<ol id="tg-log"></ol>
<nav><a href="${SANDBOX_PATH}?lang=${view.language}">${text.sandboxHome}</a></nav>
${languageNav(view.language, (language) => view.languageLinks[language])}
</section>
<dialog id="tg-phone" aria-labelledby="tg-phone-title">
<form id="tg-phone-form" novalidate>
<h2 id="tg-phone-title">${escapeHtml(text.phoneTitle(bot))}</h2>
<label>${text.phoneLabel}<input id="tg-phone-input" name="phone" type="tel" inputmode="tel" autocomplete="tel" maxlength="13" pattern="\\+998[0-9]{9}" placeholder="+998901234567" value="${escapeHtml(view.phone)}"></label>
<p role="alert" id="tg-phone-error" hidden></p>
<div class="actions">
<button type="button" class="cancel" id="tg-phone-cancel">${text.cancel}</button>
<button type="submit" class="share">${text.share}</button>
</div>
</form>
</dialog>
${jsonBlock('tg-host-data', data)}
<script src="${SANDBOX_PATH}/host.js" defer></script>
</body>
</html>`;
}
