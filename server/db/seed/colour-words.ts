import type { ColorKey } from '../../media/demo-catalogue';
import type { Gender } from './materials';

/**
 * A colour as the end of a product's name: "Klassik kashemir palto, qora" and "Кашемировое пальто, чёрное".
 * Uzbek colour words do not change; Russian ones agree with the noun's gender.
 */
interface ColourWords {
  uz: string;
  ru: Record<Gender, string>;
}

/** The usual endings (-ый, -ая, -ое, -ые); `soft` takes -ий, -яя, -ее, -ие, `stressed` -ой. */
function russian(stem: string, ending: 'hard' | 'soft' | 'stressed' = 'hard'): Record<Gender, string> {
  if (ending === 'soft') return { m: `${stem}ий`, f: `${stem}яя`, n: `${stem}ее`, pl: `${stem}ие` };
  return { m: `${stem}${ending === 'stressed' ? 'ой' : 'ый'}`, f: `${stem}ая`, n: `${stem}ое`, pl: `${stem}ые` };
}

const COLOUR_WORDS: Record<ColorKey, ColourWords> = {
  black: { uz: 'qora', ru: russian('чёрн') },
  white: { uz: 'oq', ru: russian('бел') },
  beige: { uz: 'bej', ru: russian('бежев') },
  blue: { uz: "ko‘k", ru: russian('син', 'soft') },
  green: { uz: 'yashil', ru: russian('зелён') },
  red: { uz: 'qizil', ru: russian('красн') },
  grey: { uz: 'kulrang', ru: russian('сер') },
  brown: { uz: 'jigarrang', ru: russian('коричнев') },
  pink: { uz: 'pushti', ru: russian('розов') },
  yellow: { uz: 'sariq', ru: russian('жёлт') },
  skyBlue: { uz: 'havorang', ru: russian('голуб', 'stressed') },
  navy: { uz: "to‘q ko‘k", ru: russian('тёмно-син', 'soft') },
  purple: { uz: 'binafsha', ru: russian('фиолетов') },
  olive: { uz: 'zaytun rang', ru: russian('оливков') },
};

export function colourNames(colour: ColorKey, gender: Gender): { uz: string; ru: string } {
  const words = COLOUR_WORDS[colour];
  return { uz: words.uz, ru: words.ru[gender] };
}
