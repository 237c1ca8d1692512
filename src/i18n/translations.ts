import ruAccount from './ru/account.json';
import ruCommon from './ru/common.json';
import ruLayout from './ru/layout.json';
import ruPayment from './ru/payment.json';
import ruSearch from './ru/search.json';
import uzAccount from './uz/account.json';
import uzCommon from './uz/common.json';
import uzLayout from './uz/layout.json';
import uzPayment from './uz/payment.json';
import uzSearch from './uz/search.json';

/*
 * One file per area and language, so work on one area never touches another's texts. Each file is mounted
 * under its own key (t('account.login.title')); common.json holds the top-level keys.
 */
export const uz = { ...uzCommon, layout: uzLayout, search: uzSearch, account: uzAccount, payment: uzPayment };
export const ru = { ...ruCommon, layout: ruLayout, search: ruSearch, account: ruAccount, payment: ruPayment };

export type Translation = typeof uz;
