import type { Language } from '../../src/i18n/languages';
import ruCatalogue from '../../src/i18n/ru/catalogue.json';
import ruCommon from '../../src/i18n/ru/common.json';
import ruInfo from '../../src/i18n/ru/info.json';
import ruLooks from '../../src/i18n/ru/looks.json';
import ruProduct from '../../src/i18n/ru/product.json';
import ruSearch from '../../src/i18n/ru/search.json';
import uzCatalogue from '../../src/i18n/uz/catalogue.json';
import uzCommon from '../../src/i18n/uz/common.json';
import uzInfo from '../../src/i18n/uz/info.json';
import uzLooks from '../../src/i18n/uz/looks.json';
import uzProduct from '../../src/i18n/uz/product.json';
import uzSearch from '../../src/i18n/uz/search.json';
import { SITE_NAME } from './head';

/*
 * The words of the pages' heads in each language: the SPA's own texts (src/i18n), so a page's title and description
 * say what its heading and lead say; the few sentences only a head needs (a category's description, the not-found
 * title, which the SPA's texts leave in English) are written here, in both languages side by side.
 */

const spaTexts = {
  uz: { common: uzCommon, catalogue: uzCatalogue, info: uzInfo, looks: uzLooks, product: uzProduct, search: uzSearch },
  ru: { common: ruCommon, catalogue: ruCatalogue, info: ruInfo, looks: ruLooks, product: ruProduct, search: ruSearch },
};

const headOnly = {
  uz: {
    notFound: 'Sahifa topilmadi',
    categoryDescription: `{{name}}: {{count}} ${SITE_NAME} onlayn do‘konida, O‘zbekiston bo‘ylab yetkazib berish.`,
    catalogDescription: `{{name}}: {{children}}. ${SITE_NAME} onlayn do‘koni.`,
  },
  ru: {
    notFound: 'Страница не найдена',
    categoryDescription: `{{name}}: {{count}} в интернет-магазине ${SITE_NAME}, доставка по Узбекистану.`,
    catalogDescription: `{{name}}: {{children}}. Интернет-магазин ${SITE_NAME}.`,
  },
} satisfies Record<Language, Record<string, string>>;

/** i18next's {{name}} placeholders filled in; an unknown one is left empty rather than shown as braces. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

/** "350 000": the shop's own grouping, with a plain space so every crawler reads it the same. */
export function groupDigits(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** i18next's plural keys (count_one, count_few, ...) chosen by the language's rules, as the SPA chooses them. */
function counted(forms: Record<string, unknown>, key: string, language: Language, count: number): string {
  const form = forms[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? forms[`${key}_other`];
  return fillIn(typeof form === 'string' ? form : '', { count: groupDigits(count) });
}

/** " | Libos" after a page's own name. */
export function titled(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

export type InfoTopic = 'about' | 'terms' | 'branches' | 'contact' | 'privacy';

/** Every text a landing page's head takes, in `language`. */
export function headTexts(language: Language) {
  const spa = spaTexts[language];
  const own = headOnly[language];
  return {
    homeTitle: spa.catalogue.home.title,
    /** The shop in a sentence: the about page's lead. */
    shopDescription: spa.info.about.lead,
    homeCrumb: spa.product.home,
    catalogsTitle: spa.catalogue.catalogs.title,
    catalogsDescription: spa.catalogue.catalogs.subtitle,
    looksTitle: spa.looks.title,
    looksDescription: spa.looks.subtitle,
    lookName: (id: number) => fillIn(spa.looks.name, { id }),
    lookItems: (count: number) => counted(spa.looks, 'items', language, count),
    infoTitle: (topic: InfoTopic) => spa.common.pages[topic],
    infoDescription: (topic: InfoTopic) => spa.info[topic].lead,
    searchTitle: (text: string) => (text ? fillIn(spa.search.resultPage.documentTitle, { text }) : spa.search.resultPage.title),
    searchDescription: spa.search.resultPage.prompt,
    notFoundTitle: own.notFound,
    notFoundDescription: spa.common.notFound.subtitle,
    productCount: (count: number) => counted(spa.catalogue.category, 'count', language, count),
    price: (amount: number) => fillIn(spa.common.price.amount, { amount: groupDigits(amount) }),
    categoryDescription: (name: string, count: number) => fillIn(own.categoryDescription, { name, count: counted(spa.catalogue.category, 'count', language, count) }),
    catalogDescription: (name: string, children: string) => fillIn(own.catalogDescription, { name, children }),
  };
}
