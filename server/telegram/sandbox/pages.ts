import type { SandboxTelegramMessage } from '../../../contract/telegram';
import { escapeHtml, layout, type PageLanguage } from '../../sandbox/payments/pages';
import { DEMO_USER, sandboxTexts } from './texts';

/** The sandbox's own pages: server-drawn, uz and ru, nothing from elsewhere; the scripts are the sandbox's files. */

export const SANDBOX_PATH = '/sandbox/telegram';

/**
 * Data for a page's script, in a JSON block (browsers never run one, so the Content-Security-Policy's script-src
 * 'self' holds): "<" written as \u003c so no text in it can close the element.
 */
export function jsonBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const otherLanguage = (language: PageLanguage): PageLanguage => (language === 'uz' ? 'ru' : 'uz');

export function languageNav(language: PageLanguage, linkIn: (language: PageLanguage) => string): string {
  const other = otherLanguage(language);
  return `<nav aria-label="${sandboxTexts(language).languages}"><a href="${escapeHtml(linkIn(other))}" lang="${other}" hreflang="${other}">${other === 'uz' ? 'O‘zbekcha' : 'Русский'}</a></nav>`;
}

const FORMS = `
form.fields{display:grid;gap:.75rem;margin:0 0 1.5rem}
label{display:grid;gap:.25rem;font-size:.9375rem}
input,select{font:inherit;padding:.5rem .625rem;border:1px solid #8a8f98;border-radius:8px;min-height:44px}
h2{font-size:1.125rem;margin:1.5rem 0 .75rem}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
th,td{text-align:left;vertical-align:top;padding:.5rem;border-top:1px solid #dde1e6}
td.text{white-space:pre-wrap;overflow-wrap:anywhere}
.tg-buttons{display:flex;flex-wrap:wrap;gap:.375rem}
.tg-buttons a{display:inline-block;padding:.375rem .75rem;border-radius:8px;background:#e8f1fd;color:#0a3f91;text-decoration:none;font-weight:600}
.muted{color:#555}
@media (max-width:40rem){thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}table,tbody,tr,td{display:block}tr{border-top:1px solid #dde1e6;padding:.5rem 0}td{border:0;padding:.25rem 0}td.meta{display:inline;color:#555;margin-right:.75rem}}
`;
const WIDE = `main{max-width:56rem}${FORMS}`;

export interface IndexView {
  language: PageLanguage;
  messages: SandboxTelegramMessage[];
  chatId: number | undefined;
  /** The host page opening a message's web_app button for the user of its chat. */
  appLink: (chatId: number, url: string) => string;
  languageLinks: Record<PageLanguage, string>;
}

function buttonsOf(message: SandboxTelegramMessage, view: IndexView): string {
  const links = message.buttons.flat().map((button) => {
    if (button.webAppUrl) return `<a href="${escapeHtml(view.appLink(message.chatId, button.webAppUrl))}">${escapeHtml(button.text)}</a>`;
    if (button.url) return `<a href="${escapeHtml(button.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(button.text)}</a>`;
    return `<span>${escapeHtml(button.text)}</span>`;
  });
  return links.length ? `<div class="tg-buttons">${links.join('')}</div>` : '';
}

function messagesTable(view: IndexView): string {
  const text = sandboxTexts(view.language);
  if (view.messages.length === 0) return `<p class="muted">${text.noMessages}</p>`;
  const time = new Intl.DateTimeFormat(view.language === 'ru' ? 'ru-RU' : 'uz-UZ', { timeZone: 'Asia/Tashkent', dateStyle: 'short', timeStyle: 'medium' });
  const rows = view.messages.map((message) => `<tr>
<td class="meta"><a href="${SANDBOX_PATH}?chatId=${message.chatId}&amp;lang=${view.language}">${message.chatId}</a></td>
<td class="meta">${escapeHtml(time.format(new Date(message.sentAt)))}</td>
<td class="text">${escapeHtml(message.text)}</td>
<td>${buttonsOf(message, view)}</td>
</tr>`);
  return `<div class="table-wrap"><table>
<thead><tr><th scope="col">${text.chat}</th><th scope="col">${text.sentAt}</th><th scope="col">${text.text}</th><th scope="col">${text.buttons}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}

/** /sandbox/telegram: open the shop as a Telegram user, and what the bot sent (newest first). */
export function indexPage(view: IndexView): string {
  const text = sandboxTexts(view.language);
  const option = (value: string, label: string, selected: boolean) => `<option value="${value}"${selected ? ' selected' : ''}>${label}</option>`;
  const filter = view.chatId === undefined ? '' : ` <a href="${SANDBOX_PATH}?lang=${view.language}">${text.allChats}</a>`;
  const json = `/sandbox/telegram/messages${view.chatId === undefined ? '' : `?chatId=${view.chatId}`}`;
  return layout(view.language, text.title, `<h1>${text.title}</h1>
<p class="note">${escapeHtml(text.note)}</p>
<h2 id="open-title">${text.openTitle}</h2>
<form method="get" action="${SANDBOX_PATH}/app" class="fields" aria-labelledby="open-title">
<label>${text.userId}<input name="userId" type="number" min="1" step="1" required value="${DEMO_USER.id}"></label>
<label>${text.firstName}<input name="firstName" required maxlength="64" value="${DEMO_USER.firstName}"></label>
<label>${text.username}<input name="username" maxlength="32" pattern="[A-Za-z0-9_]*" value="${DEMO_USER.username}"></label>
<label>${text.language}<select name="lang">${option('uz', 'O‘zbekcha', view.language === 'uz')}${option('ru', 'Русский', view.language === 'ru')}</select></label>
<label>${text.startParam}<input name="startParam" maxlength="64" pattern="[A-Za-z0-9_\\-]*"></label>
<label>${text.phone}<input name="phone" type="tel" maxlength="13" pattern="\\+998[0-9]{9}" placeholder="+998901234567"></label>
<label>${text.theme}<select name="theme">${option('light', text.light, true)}${option('dark', text.dark, false)}</select></label>
<button type="submit" class="pay">${text.open}</button>
</form>
<h2>${text.messagesTitle}${view.chatId === undefined ? '' : `: ${view.chatId}`}</h2>
<p>${filter ? `${filter} · ` : ''}<a href="${json}">${text.asJson}</a></p>
${messagesTable(view)}
${languageNav(view.language, (language) => view.languageLinks[language])}`, WIDE);
}

export interface OauthView {
  language: PageLanguage;
  botUsername: string;
  origin: string;
  writeAccess: boolean;
  languageLinks: Record<PageLanguage, string>;
}

/**
 * The Login Widget's popup as oauth.telegram.org draws it: who asks, the Telegram user to log in as (the demo user,
 * editable), Accept and Cancel. Its script signs the fields and hands them to the opener.
 */
export function oauthPage(view: OauthView): string {
  const text = sandboxTexts(view.language);
  const site = new URL(view.origin).host;
  const bot = `@${view.botUsername}`;
  return layout(view.language, text.oauthTitle(site), `<h1>${escapeHtml(text.oauthTitle(site))}</h1>
<p class="note">${escapeHtml(text.oauthNote(bot))}${view.writeAccess ? ` ${escapeHtml(text.writeAccess(bot))}` : ''}</p>
<form id="tg-oauth" class="fields">
<label>${text.userId}<input name="id" type="number" min="1" step="1" required value="${DEMO_USER.id}"></label>
<label>${text.firstName}<input name="first_name" required maxlength="64" value="${DEMO_USER.firstName}"></label>
<label>${text.username}<input name="username" maxlength="32" pattern="[A-Za-z0-9_]*" value="${DEMO_USER.username}"></label>
<p role="alert" id="tg-oauth-error" hidden>${text.oauthFailed}</p>
<div class="actions">
<button type="submit" class="pay">${text.accept}</button>
<button type="button" class="cancel" id="tg-oauth-cancel">${text.cancel}</button>
</div>
</form>
${languageNav(view.language, (language) => view.languageLinks[language])}
${jsonBlock('tg-oauth-data', { origin: view.origin, signUrl: `${SANDBOX_PATH}/oauth` })}
<script src="${SANDBOX_PATH}/oauth.js" defer></script>`, FORMS);
}
