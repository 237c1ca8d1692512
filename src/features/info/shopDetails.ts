import { externalLinks } from '../../components/externalLinks';

/** The shop's contact details: the same in every language, so they live here rather than in the texts. */
export const contactDetails = {
  phoneDisplay: '+998 71 200 00 00',
  phoneHref: 'tel:+998712000000',
  telegramHandle: '@libos_uz',
  telegramHref: externalLinks.telegram,
  email: 'info@libos.uz',
} as const;

/** The Tashkent shops (their names, addresses and hours are in info.json under branches.shops). */
export const shopIds = ['chilonzor', 'yunusobod', 'mirobod'] as const;
export type ShopId = (typeof shopIds)[number];

/** What Yandex Maps is asked to find: street addresses as Yandex spells them, so the pin lands on the shop. */
const mapQueries: Record<ShopId, string> = {
  chilonzor: 'Ташкент, проспект Бунёдкор, 12',
  yunusobod: 'Ташкент, проспект Амира Темура, 107Б',
  mirobod: 'Ташкент, улица Шахрисабз, 16',
};

export function mapLink(shop: ShopId): string {
  return `https://yandex.uz/maps/?text=${encodeURIComponent(mapQueries[shop])}`;
}
