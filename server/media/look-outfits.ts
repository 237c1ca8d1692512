import type { ColorKey } from './demo-catalogue';
import type { GarmentKind } from './garment-kinds';

/** One garment of a composed picture and the catalogue colour it is drawn in. */
export interface OutfitPiece {
  kind: GarmentKind;
  color: ColorKey;
}

interface Slot {
  kind: GarmentKind;
  colors: ColorKey[];
}

/** A stylist's outfit: what goes together, in which colours, and the look's name in both languages. */
interface Outfit {
  nameUZB: string;
  nameRUS: string;
  slots: Slot[];
}

const slot = (kind: GarmentKind, ...colors: ColorKey[]): Slot => ({ kind, colors });
const outfit = (nameUZB: string, nameRUS: string, ...slots: Slot[]): Outfit => ({ nameUZB, nameRUS, slots });

const OUTFITS: Outfit[] = [
  outfit('Bahorgi ofis', 'Весенний офис', slot('blouse', 'white', 'pink', 'beige'), slot('skirt', 'black', 'beige', 'olive'), slot('bag', 'brown', 'black')),
  outfit('Shahar sayri', 'Прогулка по городу', slot('tshirt', 'white', 'black', 'grey'), slot('jeans', 'blue', 'navy'), slot('sneakers', 'white', 'black')),
  outfit('Ishbilarmon uchrashuv', 'Деловая встреча', slot('shirt', 'skyBlue', 'white'), slot('trousers', 'beige', 'navy', 'grey'), slot('shoes', 'brown', 'black')),
  outfit('Yozgi oqshom', 'Летний вечер', slot('dress', 'red', 'pink', 'green', 'yellow'), slot('bag', 'beige', 'white')),
  outfit('Dam olish kuni', 'Выходной день', slot('hoodie', 'grey', 'green', 'black'), slot('jeans', 'blue', 'black'), slot('cap', 'navy', 'red')),
  outfit('Kuzgi klassika', 'Осенняя классика', slot('coat', 'beige', 'grey', 'brown'), slot('trousers', 'black', 'grey'), slot('boots', 'brown', 'black')),
  outfit('Iliq qish kuni', 'Тёплый зимний день', slot('sweater', 'beige', 'purple', 'red'), slot('skirt', 'grey', 'black'), slot('boots', 'black')),
  outfit('Shahar ritmi', 'Городской ритм', slot('jacket', 'brown', 'black', 'olive'), slot('jeans', 'navy', 'blue'), slot('sneakers', 'white')),
  outfit('Ofis klassikasi', 'Офисная классика', slot('blazer', 'navy', 'beige', 'black'), slot('trousers', 'grey', 'beige'), slot('shoes', 'black')),
  outfit('Milliy bayram', 'Национальный праздник', slot('chapan', 'purple', 'navy', 'green'), slot('dress', 'white', 'beige')),
  outfit('Sport va qulaylik', 'Спорт и комфорт', slot('sweater', 'grey', 'white'), slot('leggings', 'black'), slot('sneakers', 'white', 'grey')),
  outfit('Sovuq kunlar uchun', 'Для холодных дней', slot('coat', 'black', 'navy'), slot('scarf', 'red', 'beige'), slot('boots', 'black')),
  outfit('Teatrga oqshom', 'Вечер в театре', slot('dress', 'navy', 'black'), slot('belt', 'brown'), slot('shoes', 'black')),
];

/** A look's name in both languages; past the outfits' count a second round is numbered. */
export function lookName(look: number): { nameUZB: string; nameRUS: string } {
  const index = (look - 1) % OUTFITS.length;
  const round = Math.floor((look - 1) / OUTFITS.length);
  const named = OUTFITS[index] ?? outfit('Obraz', 'Образ');
  return round === 0 ? { nameUZB: named.nameUZB, nameRUS: named.nameRUS } : { nameUZB: `${named.nameUZB} ${round + 1}`, nameRUS: `${named.nameRUS} ${round + 1}` };
}

/** The garments a look is put together from; the seed picks products of these kinds and, where it can, colours. */
export function lookOutfit(look: number): OutfitPiece[] {
  const index = (look - 1) % OUTFITS.length;
  const round = Math.floor((look - 1) / OUTFITS.length);
  const slots = OUTFITS[index]?.slots ?? [];
  return slots.map((piece, i) => ({ kind: piece.kind, color: piece.colors[(round + i) % piece.colors.length] ?? 'black' }));
}
