import ruOrders from '../../src/i18n/ru/orders.json';
import uzOrders from '../../src/i18n/uz/orders.json';
import { formatSomIn } from '../loyalty/texts';
import type { RecentOrder } from './holders';

/** The bot's language: Uzbek unless the user's Telegram (or the customer's own choice) is Russian. */
export type BotLanguage = 'uz' | 'ru';

export function languageOfTelegram(languageCode: string | undefined): BotLanguage {
  return languageCode?.toLowerCase().startsWith('ru') ? 'ru' : 'uz';
}

const HELP = {
  uz: '/start — do‘konni ochish\n/orders — oxirgi buyurtmalaringiz\n/help — yordam',
  ru: '/start — открыть магазин\n/orders — ваши последние заказы\n/help — помощь',
};

/** What the bot says, in each language. */
export const BOT_TEXTS = {
  uz: {
    welcome: 'Assalomu alaykum! Libos do‘koniga xush kelibsiz. Do‘konni ochish uchun quyidagi tugmani bosing.',
    openShop: 'Do‘konni ochish',
    contactThanks: 'Rahmat! Telefon raqamingiz qabul qilindi. Endi do‘konga qayting.',
    contactNotOwn: 'Iltimos, o‘zingizning telefon raqamingizni yuboring.',
    contactNotUzbek: 'Do‘kon faqat +998 bilan boshlanadigan raqamlarni qabul qiladi.',
    ordersTitle: 'Oxirgi buyurtmalaringiz:',
    noOrders: 'Sizda hali buyurtmalar yo‘q.',
    notLinked: 'Buyurtmalaringizni ko‘rish uchun do‘konga Telegram orqali kiring.',
    help: `Buyruqlar:\n${HELP.uz}`,
    unknown: `Bu buyruqni tushunmadim.\n${HELP.uz}`,
    openOrder: 'Buyurtmani ochish',
  },
  ru: {
    welcome: 'Здравствуйте! Добро пожаловать в магазин Libos. Нажмите кнопку ниже, чтобы открыть магазин.',
    openShop: 'Открыть магазин',
    contactThanks: 'Спасибо! Номер телефона получен. Теперь вернитесь в магазин.',
    contactNotOwn: 'Пожалуйста, отправьте свой собственный номер телефона.',
    contactNotUzbek: 'Магазин принимает только номера, начинающиеся с +998.',
    ordersTitle: 'Ваши последние заказы:',
    noOrders: 'У вас пока нет заказов.',
    notLinked: 'Чтобы видеть свои заказы, войдите в магазин через Telegram.',
    help: `Команды:\n${HELP.ru}`,
    unknown: `Я не понял эту команду.\n${HELP.ru}`,
    openOrder: 'Открыть заказ',
  },
} satisfies Record<BotLanguage, Record<string, string>>;

// The order statuses as the shop's own pages name them (src/i18n), so the bot and the site never disagree.
const STATUS = { uz: uzOrders.status, ru: ruOrders.status };

/** "№ 1024 — Yetkazilmoqda — 268 000 so‘m" */
export function orderLine(order: RecentOrder, language: BotLanguage): string {
  return `№ ${order.orderNumber} — ${STATUS[language][order.status]} — ${formatSomIn(order.total, language)}`;
}

/** The staff chat's alert of a new order: "Yangi buyurtma № L-000012\nSumma: 400 000 so‘m\n<back office link>". */
export function staffOrderAlert(order: { orderNumber: string; total: number }, link: string, language: BotLanguage): string {
  const words = language === 'ru' ? { title: 'Новый заказ', sum: 'Сумма' } : { title: 'Yangi buyurtma', sum: 'Summa' };
  return `${words.title} № ${order.orderNumber}\n${words.sum}: ${formatSomIn(order.total, language)}\n${link}`;
}
