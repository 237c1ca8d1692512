import type { ColorKey } from '../db/seed/catalogue-data';
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

const slot = (kind: GarmentKind, ...colors: ColorKey[]): Slot => ({ kind, colors });

const TEMPLATES: Slot[][] = [
  [slot('blouse', 'white', 'pink', 'beige'), slot('skirt', 'black', 'beige', 'olive'), slot('bag', 'brown', 'black')],
  [slot('tshirt', 'white', 'black', 'grey'), slot('jeans', 'blue', 'navy'), slot('sneakers', 'white', 'black')],
  [slot('shirt', 'skyBlue', 'white'), slot('trousers', 'beige', 'navy', 'grey'), slot('shoes', 'brown', 'black')],
  [slot('dress', 'red', 'pink', 'green', 'yellow'), slot('bag', 'beige', 'white')],
  [slot('hoodie', 'grey', 'green', 'black'), slot('jeans', 'blue', 'black'), slot('cap', 'navy', 'red')],
  [slot('coat', 'beige', 'grey', 'brown'), slot('trousers', 'black', 'grey'), slot('boots', 'brown', 'black')],
  [slot('sweater', 'beige', 'purple', 'red'), slot('skirt', 'grey', 'black'), slot('boots', 'black')],
  [slot('jacket', 'brown', 'black', 'olive'), slot('jeans', 'navy', 'blue'), slot('sneakers', 'white')],
  [slot('blazer', 'navy', 'beige', 'black'), slot('trousers', 'grey', 'beige'), slot('shoes', 'black')],
  [slot('chapan', 'purple', 'navy', 'green'), slot('dress', 'white', 'beige')],
  [slot('sweater', 'grey', 'white'), slot('leggings', 'black'), slot('sneakers', 'white', 'grey')],
  [slot('coat', 'black', 'navy'), slot('scarf', 'red', 'beige'), slot('boots', 'black')],
  [slot('dress', 'navy', 'black'), slot('belt', 'brown'), slot('shoes', 'black')],
];

/** Look k has two pictures, 2k-1 and 2k: the same garments laid out two ways. */
export const lookOfPicture = (picture: number) => Math.ceil(picture / 2);
export const picturesOfLook = (look: number): [number, number] => [look * 2 - 1, look * 2];

/** The garments of a look's pictures; the seed picks products of these kinds and colours for the look. */
export function lookOutfit(look: number): OutfitPiece[] {
  const index = (look - 1) % TEMPLATES.length;
  const round = Math.floor((look - 1) / TEMPLATES.length);
  const template = TEMPLATES[index] ?? [];
  return template.map((piece, i) => ({ kind: piece.kind, color: piece.colors[(round + i) % piece.colors.length] ?? 'black' }));
}
