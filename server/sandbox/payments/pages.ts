/** The sandbox checkout pages: server-rendered, no scripts, no external assets, uz and ru. */

export type PageLanguage = 'uz' | 'ru';
export type SandboxProvider = 'payme' | 'click' | 'uzum';

export const PROVIDER_NAMES: Record<SandboxProvider, string> = { payme: 'Payme', click: 'Click', uzum: 'Uzum Bank' };

const TEXT = {
  uz: {
    title: (provider: string) => `${provider}: sinov to‘lovi`,
    note: 'Bu sinov rejimi: haqiqiy pul yechilmaydi. To‘lash tugmasi to‘lov tizimining do‘konga yuboradigan so‘rovlarini bajaradi.',
    order: 'Buyurtma',
    amount: 'Summa',
    currency: 'so‘m',
    pay: 'To‘lash',
    cancel: 'Bekor qilish',
    languages: 'Til',
    failedTitle: 'To‘lov amalga oshmadi',
    failed: 'Do‘kon to‘lovni qabul qilmadi. Buyurtma to‘lanmagan.',
    unreachable: 'Do‘kon bilan bog‘lanib bo‘lmadi. Buyurtma to‘lanmagan.',
    answer: 'Javob',
    badLinkTitle: 'Noto‘g‘ri to‘lov havolasi',
    badLink: 'Havolada buyurtma, summa yoki qaytish manzili noto‘g‘ri.',
    notFoundTitle: 'Buyurtma topilmadi',
    notFound: 'Bunday buyurtma yo‘q.',
    back: 'Do‘konga qaytish',
  },
  ru: {
    title: (provider: string) => `${provider}: тестовая оплата`,
    note: 'Это тестовый режим: настоящие деньги не списываются. Кнопка «Оплатить» делает те же запросы к магазину, что и платёжная система.',
    order: 'Заказ',
    amount: 'Сумма',
    currency: 'сум',
    pay: 'Оплатить',
    cancel: 'Отменить',
    languages: 'Язык',
    failedTitle: 'Оплата не прошла',
    failed: 'Магазин не принял оплату. Заказ не оплачен.',
    unreachable: 'Не удалось связаться с магазином. Заказ не оплачен.',
    answer: 'Ответ',
    badLinkTitle: 'Неверная ссылка на оплату',
    badLink: 'В ссылке неверный заказ, сумма или адрес возврата.',
    notFoundTitle: 'Заказ не найден',
    notFound: 'Такого заказа нет.',
    back: 'Вернуться в магазин',
  },
} as const;

export const textOf = (language: PageLanguage) => TEXT[language];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** 427900 as "427 900" (a no-break space between groups, as both languages write it). */
export const groupDigits = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f2f4f7;color:#1a1a1a;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.375rem;margin:0 0 .75rem}
.note{color:#444;font-size:.9375rem;margin:0 0 1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#444}
dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.25rem}
.actions{display:flex;flex-direction:column;gap:.75rem}
button,.button{display:block;width:100%;min-height:48px;padding:.75rem 1rem;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#0a5bd3;color:#fff;border:2px solid #0a5bd3}
.cancel,.button{background:#fff;color:#0a3f91;border:2px solid #0a3f91}
button:focus-visible,a:focus-visible{outline:3px solid #e87b00;outline-offset:2px}
.detail{font-family:ui-monospace,monospace;font-size:.875rem;background:#f6f6f6;padding:.5rem;border-radius:6px;overflow-wrap:anywhere}
nav{margin-top:1rem;text-align:center;font-size:.9375rem}
nav a{color:#0a3f91;margin:0 .5rem}
`;

export function layout(language: PageLanguage, title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${extraStyle}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export interface CheckoutView {
  provider: SandboxProvider;
  language: PageLanguage;
  orderId: number;
  orderNumber: string;
  amount: number;
  returnUrl: string;
  /** The page's own address with the other language, for the switch. */
  languageLinks: Record<PageLanguage, string>;
}

export function checkoutPage(view: CheckoutView): string {
  const text = textOf(view.language);
  const title = text.title(PROVIDER_NAMES[view.provider]);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const otherLanguage: PageLanguage = view.language === 'uz' ? 'ru' : 'uz';
  return layout(view.language, title, `<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(text.note)}</p>
<dl>
<dt>${text.order}</dt><dd>${escapeHtml(view.orderNumber)}</dd>
<dt>${text.amount}</dt><dd class="amount">${groupDigits(view.amount)} ${text.currency}</dd>
</dl>
<form method="post" action="/sandbox/${view.provider}" class="actions">
${hidden('order_id', String(view.orderId))}
${hidden('amount', String(view.amount))}
${hidden('return_url', view.returnUrl)}
${hidden('lang', view.language)}
<button type="submit" name="decision" value="pay" class="pay">${text.pay}</button>
<button type="submit" name="decision" value="cancel" class="cancel">${text.cancel}</button>
</form>
<nav aria-label="${text.languages}"><a href="${escapeHtml(view.languageLinks[otherLanguage])}" lang="${otherLanguage}" hreflang="${otherLanguage}">${otherLanguage === 'uz' ? 'O‘zbekcha' : 'Русский'}</a></nav>`);
}

export interface MessageView {
  language: PageLanguage;
  title: string;
  message: string;
  /** Technical detail (the provider call that failed), shown as is. */
  detail?: string;
  detailLabel?: string;
  backUrl: string;
  backLabel: string;
}

/** An error page that says what happened and offers a way back. */
export function messagePage(view: MessageView): string {
  const detail = view.detail ? `<p>${escapeHtml(view.detailLabel ?? '')}:</p><p class="detail">${escapeHtml(view.detail)}</p>` : '';
  return layout(view.language, view.title, `<h1>${escapeHtml(view.title)}</h1>
<p role="alert">${escapeHtml(view.message)}</p>
${detail}
<div class="actions"><a class="button" href="${escapeHtml(view.backUrl)}">${escapeHtml(view.backLabel)}</a></div>`);
}
