import type { GarmentKind } from './garment-kinds';

/**
 * The demo shop's fixed catalogue skeleton: brands, colours and the category tree. The demo seed (server/db/seed)
 * makes the shop's rows of it, and the media draws each category's pictures from the same tree at any time, so
 * names, slugs and art live in one place. It lives here, beside the demo banners and looks (banner-themes.ts,
 * look-outfits.ts), because the seed already imports the media while the media must not import the seed.
 */
export const MAIN_BRAND = 'Libos';
export const ATELIER_BRAND = 'Libos Atelier';
export const BRANDS = [MAIN_BRAND, ATELIER_BRAND] as const;

export const COLORS = [
  { key: 'black', nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#1b1b1b' },
  { key: 'white', nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#f7f5f0' },
  { key: 'beige', nameUZB: 'Bej', nameRUS: 'Бежевый', colorCode: '#d9c3a5' },
  { key: 'blue', nameUZB: "Ko‘k", nameRUS: 'Синий', colorCode: '#2f4e8c' },
  { key: 'green', nameUZB: 'Yashil', nameRUS: 'Зелёный', colorCode: '#3f6b4a' },
  { key: 'red', nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#b3262e' },
  { key: 'grey', nameUZB: 'Kulrang', nameRUS: 'Серый', colorCode: '#8e9196' },
  { key: 'brown', nameUZB: 'Jigarrang', nameRUS: 'Коричневый', colorCode: '#6b4530' },
  { key: 'pink', nameUZB: 'Pushti', nameRUS: 'Розовый', colorCode: '#e8a5b5' },
  { key: 'yellow', nameUZB: 'Sariq', nameRUS: 'Жёлтый', colorCode: '#e9c54a' },
  { key: 'skyBlue', nameUZB: 'Havorang', nameRUS: 'Голубой', colorCode: '#8db8dc' },
  { key: 'navy', nameUZB: "To‘q ko‘k", nameRUS: 'Тёмно-синий', colorCode: '#1f2a44' },
  { key: 'purple', nameUZB: 'Binafsha', nameRUS: 'Фиолетовый', colorCode: '#6c4a8c' },
  { key: 'olive', nameUZB: 'Zaytun rang', nameRUS: 'Оливковый', colorCode: '#77733d' },
] as const;
export type ColorKey = (typeof COLORS)[number]['key'];

/** The colour's id as seeded (ids follow the list order). */
export const colorId = (key: ColorKey): number => COLORS.findIndex((color) => color.key === key) + 1;
export const colorHex = (key: ColorKey): string => COLORS[colorId(key) - 1]?.colorCode ?? '#8e9196';

/** A garment drawn in a category picture. */
export interface ArtPiece {
  kind: GarmentKind;
  color: ColorKey;
}

/** Who a line of clothing is for: it decides sizes and which sale and new-in subcategory it joins. */
export type Audience = 'women' | 'men' | 'kids' | 'footwear' | 'accessories' | 'sport' | 'home' | 'atelier';

export interface SubcategorySeed {
  slug: string;
  nameUZB: string;
  nameRUS: string;
  art: ArtPiece[];
  /** The garment types sold here (see server/db/seed/garment-types.ts); empty for curated collections. */
  garments: string[];
  /** In a collection (new or sale): the lines whose products it gathers. */
  gathers?: Audience[];
}

export interface ParentSeed {
  id: number;
  slug: string;
  nameUZB: string;
  nameRUS: string;
  art: ArtPiece[];
  audience?: Audience;
  collection?: 'new' | 'sale';
  children: SubcategorySeed[];
}

const sub = (slug: string, nameUZB: string, nameRUS: string, art: ArtPiece[], garments: string[]): SubcategorySeed => ({
  slug, nameUZB, nameRUS, art, garments,
});
const piece = (kind: GarmentKind, color: ColorKey): ArtPiece => ({ kind, color });

function collectionChildren(prefix: string): SubcategorySeed[] {
  const gathering = (slug: string, nameUZB: string, nameRUS: string, art: ArtPiece[], gathers: Audience[]) => ({
    ...sub(`${prefix}-${slug}`, nameUZB, nameRUS, art, []),
    gathers,
  });
  return [
    gathering('ayollar', 'Ayollar uchun', 'Для женщин', [piece('dress', 'pink'), piece('bag', 'beige')], ['women', 'atelier']),
    gathering('erkaklar', 'Erkaklar uchun', 'Для мужчин', [piece('shirt', 'skyBlue'), piece('trousers', 'navy')], ['men']),
    gathering('bolalar', 'Bolalar uchun', 'Для детей', [piece('hoodie', 'yellow'), piece('jeans', 'blue')], ['kids']),
    gathering('poyabzal-aksessuarlar', 'Poyabzal va aksessuarlar', 'Обувь и аксессуары', [piece('sneakers', 'white'), piece('cap', 'red')], ['footwear', 'accessories']),
    gathering('sport-uy', 'Sport va uy kiyimlari', 'Спорт и дом', [piece('leggings', 'black'), piece('robe', 'beige')], ['sport', 'home']),
  ];
}

/** Parent ids are fixed: the footer's discounts link opens category 7. */
export const SALE_CATEGORY_ID = 7;
export const NEW_CATEGORY_ID = 1;
export const ATELIER_CATEGORY_ID = 10;

export const CATEGORY_TREE: ParentSeed[] = [
  {
    id: 1, slug: 'yangi-kolleksiya', nameUZB: 'Yangi kolleksiya', nameRUS: 'Новая коллекция', collection: 'new',
    art: [piece('coat', 'beige'), piece('bag', 'brown')], children: collectionChildren('yangi'),
  },
  {
    id: 2, slug: 'ayollar', nameUZB: 'Ayollar', nameRUS: 'Женщинам', audience: 'women',
    art: [piece('dress', 'red'), piece('shoes', 'black')],
    children: [
      sub('ayollar-koylaklar', "Ko‘ylaklar", 'Платья', [piece('dress', 'pink')], ['dress']),
      sub('ayollar-bluzkalar', 'Bluzkalar', 'Блузки', [piece('blouse', 'white')], ['blouse']),
      sub('ayollar-futbolkalar', 'Futbolkalar', 'Футболки', [piece('tshirt', 'skyBlue')], ['tshirt']),
      sub('ayollar-shimlar', 'Shimlar', 'Брюки', [piece('trousers', 'beige')], ['trousers']),
      sub('ayollar-jinsilar', 'Jinsilar', 'Джинсы', [piece('jeans', 'blue')], ['jeans']),
      sub('ayollar-yubkalar', 'Yubkalar', 'Юбки', [piece('skirt', 'olive')], ['skirt']),
      sub('ayollar-kurtkalar', 'Kurtkalar', 'Куртки', [piece('jacket', 'brown')], ['jacket']),
      sub('ayollar-paltolar', 'Paltolar', 'Пальто', [piece('coat', 'grey')], ['coat']),
      sub('ayollar-trikotaj', 'Trikotaj', 'Трикотаж', [piece('sweater', 'purple')], ['sweater']),
    ],
  },
  {
    id: 3, slug: 'erkaklar', nameUZB: 'Erkaklar', nameRUS: 'Мужчинам', audience: 'men',
    art: [piece('blazer', 'navy'), piece('trousers', 'grey')],
    children: [
      sub('erkaklar-koylaklar', "Ko‘ylaklar", 'Рубашки', [piece('shirt', 'white')], ['shirt']),
      sub('erkaklar-futbolkalar', 'Futbolkalar', 'Футболки', [piece('tshirt', 'black')], ['tshirt']),
      sub('erkaklar-shimlar', 'Shimlar', 'Брюки', [piece('trousers', 'olive')], ['trousers']),
      sub('erkaklar-jinsilar', 'Jinsilar', 'Джинсы', [piece('jeans', 'navy')], ['jeans']),
      sub('erkaklar-kurtkalar', 'Kurtkalar', 'Куртки', [piece('jacket', 'green')], ['jacket']),
      sub('erkaklar-xudi-sviterlar', 'Xudi va sviterlar', 'Худи и свитеры', [piece('hoodie', 'grey')], ['hoodie', 'sweater']),
      sub('erkaklar-kostyumlar', 'Kostyumlar', 'Костюмы', [piece('blazer', 'navy')], ['blazer']),
    ],
  },
  {
    id: 4, slug: 'bolalar', nameUZB: 'Bolalar', nameRUS: 'Детям', audience: 'kids',
    art: [piece('hoodie', 'yellow'), piece('sneakers', 'white')],
    children: [
      sub('bolalar-qizlar', 'Qizlar uchun', 'Для девочек', [piece('dress', 'yellow')], ['dress', 'tshirt', 'skirt', 'jeans']),
      sub('bolalar-ogil-bolalar', "O‘g‘il bolalar uchun", 'Для мальчиков', [piece('hoodie', 'green')], ['tshirt', 'hoodie', 'jeans', 'jacket']),
      sub('bolalar-chaqaloqlar', 'Chaqaloqlar uchun', 'Для малышей', [piece('tshirt', 'skyBlue')], ['tshirt', 'hoodie']),
    ],
  },
  {
    id: 5, slug: 'poyabzal', nameUZB: 'Poyabzal', nameRUS: 'Обувь', audience: 'footwear',
    art: [piece('boots', 'brown'), piece('sneakers', 'white')],
    children: [
      sub('poyabzal-krossovkalar', 'Krossovkalar', 'Кроссовки', [piece('sneakers', 'white')], ['sneakers']),
      sub('poyabzal-tuflilar', 'Tuflilar', 'Туфли', [piece('shoes', 'black')], ['shoes']),
      sub('poyabzal-etiklar', 'Etiklar', 'Сапоги', [piece('boots', 'brown')], ['boots']),
    ],
  },
  {
    id: 6, slug: 'aksessuarlar', nameUZB: 'Aksessuarlar', nameRUS: 'Аксессуары', audience: 'accessories',
    art: [piece('bag', 'beige'), piece('scarf', 'red')],
    children: [
      sub('aksessuarlar-sumkalar', 'Sumkalar', 'Сумки', [piece('bag', 'brown')], ['bag']),
      sub('aksessuarlar-bosh-kiyimlar', 'Bosh kiyimlar', 'Головные уборы', [piece('cap', 'navy')], ['cap']),
      sub('aksessuarlar-sharflar', "Sharflar va ro‘mollar", 'Шарфы и платки', [piece('scarf', 'purple')], ['scarf', 'romol']),
      sub('aksessuarlar-kamarlar', 'Kamarlar', 'Ремни', [piece('belt', 'black')], ['belt']),
    ],
  },
  {
    id: 7, slug: 'chegirmalar', nameUZB: 'Chegirmalar', nameRUS: 'Скидки', collection: 'sale',
    art: [piece('sweater', 'red'), piece('bag', 'black')], children: collectionChildren('chegirma'),
  },
  {
    id: 8, slug: 'sport', nameUZB: 'Sport', nameRUS: 'Спорт', audience: 'sport',
    art: [piece('hoodie', 'black'), piece('leggings', 'grey')],
    children: [
      sub('sport-kostyumlar', 'Sport kostyumlari', 'Спортивные костюмы', [piece('hoodie', 'navy')], ['tracksuit']),
      sub('sport-leggins', 'Legginslar', 'Леггинсы', [piece('leggings', 'black')], ['leggings']),
      sub('sport-futbolkalar', 'Sport futbolkalari', 'Спортивные футболки', [piece('tshirt', 'green')], ['sportTee']),
      sub('sport-krossovkalar', 'Yugurish krossovkalari', 'Беговые кроссовки', [piece('sneakers', 'skyBlue')], ['runners']),
    ],
  },
  {
    id: 9, slug: 'uy-kiyimlari', nameUZB: 'Uy kiyimlari', nameRUS: 'Домашняя одежда', audience: 'home',
    art: [piece('robe', 'pink'), piece('shirt', 'skyBlue')],
    children: [
      sub('uy-xalatlar', 'Xalatlar', 'Халаты', [piece('robe', 'white')], ['robe']),
      sub('uy-pijamalar', 'Pijamalar', 'Пижамы', [piece('shirt', 'pink')], ['pajamas']),
      sub('uy-tonlar', "To‘nlar", 'Чапаны', [piece('chapan', 'navy')], ['ton']),
    ],
  },
  {
    id: 10, slug: 'libos-atelier', nameUZB: ATELIER_BRAND, nameRUS: ATELIER_BRAND, audience: 'atelier',
    art: [piece('chapan', 'purple'), piece('dress', 'navy')],
    children: [
      sub('atelier-kechki-liboslar', 'Kechki liboslar', 'Вечерние платья', [piece('dress', 'navy')], ['eveningDress']),
      sub('atelier-kostyumlar', 'Kostyumlar', 'Костюмы', [piece('blazer', 'beige')], ['blazer']),
      sub('atelier-paltolar', 'Paltolar', 'Пальто', [piece('coat', 'brown')], ['coat']),
      sub('atelier-romollar', "Ro‘mollar", 'Платки', [piece('scarf', 'red')], ['romol']),
      sub('atelier-milliy-liboslar', 'Milliy liboslar', 'Национальная одежда', [piece('chapan', 'green')], ['ton', 'atlasDress']),
    ],
  },
];

export interface FlatCategory {
  id: number;
  parentId: number | null;
  position: number;
  slug: string;
  nameUZB: string;
  nameRUS: string;
  art: ArtPiece[];
  garments: string[];
  audience?: Audience;
  collection?: 'new' | 'sale';
  gathers?: Audience[];
}

/** Every category with its id: parents keep their fixed ids, subcategories follow from 11 in tree order. */
export function flattenCategories(): FlatCategory[] {
  const parents: FlatCategory[] = CATEGORY_TREE.map((parent) => ({
    id: parent.id, parentId: null, position: parent.id, slug: parent.slug, nameUZB: parent.nameUZB,
    nameRUS: parent.nameRUS, art: parent.art, garments: [], audience: parent.audience, collection: parent.collection,
  }));
  let nextId = Math.max(...CATEGORY_TREE.map((parent) => parent.id)) + 1;
  const children = CATEGORY_TREE.flatMap((parent) =>
    parent.children.map((child, index) => ({
      id: nextId++, parentId: parent.id, position: index + 1, slug: child.slug, nameUZB: child.nameUZB,
      nameRUS: child.nameRUS, art: child.art, garments: child.garments, audience: parent.audience,
      collection: parent.collection, gathers: child.gathers,
    })),
  );
  return [...parents, ...children];
}
