import { lookOutfit, type OutfitPiece } from './look-outfits';

export interface BannerTheme {
  titleUZB: string;
  titleRUS: string;
  subtitleUZB: string;
  subtitleRUS: string;
  background: string;
  ink: string;
  accent: string;
  pieces: OutfitPiece[];
}

/** The home page banners, numbered from 1 in the order of this list. */
export const BANNER_THEMES: BannerTheme[] = [
  {
    titleUZB: 'Yangi kolleksiya',
    titleRUS: 'Новая коллекция',
    subtitleUZB: 'Bahor — yoz 2026',
    subtitleRUS: 'Весна — лето 2026',
    background: '#ece4d8',
    ink: '#2a2420',
    accent: '#6b4530',
    pieces: [
      { kind: 'coat', color: 'beige' },
      { kind: 'dress', color: 'pink' },
      { kind: 'bag', color: 'brown' },
    ],
  },
  {
    titleUZB: 'Chegirmalar 50% gacha',
    titleRUS: 'Скидки до 50%',
    subtitleUZB: "Mavsum yakuni: sevimli liboslar arzonroq",
    subtitleRUS: 'Финал сезона: любимые вещи дешевле',
    background: '#b3262e',
    ink: '#ffffff',
    accent: '#1b1b1b',
    pieces: [
      { kind: 'sweater', color: 'white' },
      { kind: 'boots', color: 'black' },
    ],
  },
  {
    titleUZB: 'Haftaning obrazi',
    titleRUS: 'Образ недели',
    subtitleUZB: "Tayyor obraz — bir bosishda savatda",
    subtitleRUS: 'Готовый образ — в корзину одним нажатием',
    background: '#1f2a44',
    ink: '#f5f1eb',
    accent: '#e9c54a',
    pieces: lookOutfit(1),
  },
  {
    titleUZB: 'Jun palto',
    titleRUS: 'Шерстяное пальто',
    subtitleUZB: "Kuz uchun issiq va nafis",
    subtitleRUS: 'Тёплое и элегантное — для осени',
    background: '#d9c3a5',
    ink: '#2a2420',
    accent: '#1f2a44',
    pieces: [{ kind: 'coat', color: 'brown' }],
  },
  {
    titleUZB: 'Libos Atelier',
    titleRUS: 'Ателье Libos',
    subtitleUZB: "Milliy naqsh, zamonaviy bichim",
    subtitleRUS: 'Национальный узор, современный крой',
    background: '#3d2b4f',
    ink: '#f5f1eb',
    accent: '#d4a93c',
    pieces: [
      { kind: 'chapan', color: 'purple' },
      { kind: 'dress', color: 'white' },
    ],
  },
];
