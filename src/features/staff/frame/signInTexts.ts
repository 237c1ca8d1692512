import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../i18n/languages';
import { followDocumentLanguage, sharedOptions } from '../../../i18n/options';
import type Common from '../../../i18n/uz/common.json';
import type Account from '../../../i18n/uz/account.json';
import type Orders from '../../../i18n/uz/orders.json';
import type Staff from '../../../i18n/uz/staff.json';
import ruCommon from '../../../i18n/ru/common.json?sign-in';
import ruAccount from '../../../i18n/ru/account.json?sign-in';
import ruOrders from '../../../i18n/ru/orders.json?sign-in';
import ruStaff from '../../../i18n/ru/staff.json?sign-in';
import uzCommon from '../../../i18n/uz/common.json?sign-in';
import uzAccount from '../../../i18n/uz/account.json?sign-in';
import uzOrders from '../../../i18n/uz/orders.json?sign-in';
import uzStaff from '../../../i18n/uz/staff.json?sign-in';

/*
 * The sign-in page's texts, the few keys it shows, in both languages: a signed-out visit loads these (about a
 * kilobyte each) instead of every area's (i18n-<language>-all, over 30 KB gzip), which the signed-in application
 * reads. The keys are the texts' own (src/i18n/<language>/*.json), imported with `?sign-in` (signInTextFiles.d.ts) and
 * each read by its whole path on the import itself: webpack then keeps only those properties of the file. (A file
 * handed to a function, or put in a variable, would be kept whole.)
 */
const uz = {
  language: (uzCommon as typeof Common).language,
  staff: {
    login: (uzStaff as typeof Staff).login,
    frame: {
      appName: (uzStaff as typeof Staff).frame.appName,
      skipToContent: (uzStaff as typeof Staff).frame.skipToContent,
    },
  },
  account: {
    fields: {
      phone: (uzAccount as typeof Account).fields.phone,
      showPassword: (uzAccount as typeof Account).fields.showPassword,
      hidePassword: (uzAccount as typeof Account).fields.hidePassword,
    },
  },
  // A refused sign-in is told in the orders' failure words (orderFailure.ts), as the staff's other calls are.
  orders: { errors: (uzOrders as typeof Orders).errors },
};

const ru: typeof uz = {
  language: (ruCommon as typeof Common).language,
  staff: {
    login: (ruStaff as typeof Staff).login,
    frame: {
      appName: (ruStaff as typeof Staff).frame.appName,
      skipToContent: (ruStaff as typeof Staff).frame.skipToContent,
    },
  },
  account: {
    fields: {
      phone: (ruAccount as typeof Account).fields.phone,
      showPassword: (ruAccount as typeof Account).fields.showPassword,
      hidePassword: (ruAccount as typeof Account).fields.hidePassword,
    },
  },
  orders: { errors: (ruOrders as typeof Orders).errors },
};

const resources = { uz: { translation: uz }, ru: { translation: ru } };

/** An i18next instance with the sign-in page's texts bundled: ready at once, in either language. */
export function createSignInI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...sharedOptions, resources, lng: language, fallbackLng: false, initAsync: false });
  followDocumentLanguage(instance, language);
  return instance;
}
