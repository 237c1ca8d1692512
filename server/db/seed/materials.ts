import type { ColorKey } from '../../media/demo-catalogue';

/** Russian adjectives agree with the noun: хлопковый свитер, хлопковая футболка, хлопковое платье, хлопковые брюки. */
export type Gender = 'm' | 'f' | 'n' | 'pl';

export interface Material {
  /** How Uzbek names it before the noun: "paxta futbolka". */
  uz: string;
  /** The Russian adjective stem before its ending, e.g. "хлопков". */
  ruStem: string;
  /** A stressed ending takes -ой in the masculine: шерстяной, льняной. */
  ruStressed?: boolean;
  aboutUZB: string;
  aboutRUS: string;
  careUZB: string;
  careRUS: string;
  /** The colours this material is made in; unset: any. */
  colors?: ColorKey[];
}

const ENDINGS: Record<Gender, string> = { m: 'ый', f: 'ая', n: 'ое', pl: 'ые' };

export function russianAdjective(material: Material, gender: Gender): string {
  return material.ruStem + (material.ruStressed && gender === 'm' ? 'ой' : ENDINGS[gender]);
}

const WASH_30 = { careUZB: "30°C da yuving, teskari tomonidan dazmollang.", careRUS: 'Стирка при 30°C, гладить с изнанки.' };
const HAND_WASH = {
  careUZB: "Qo‘lda, sovuq suvda yuving va gorizontal holatda quriting.",
  careRUS: 'Ручная стирка в холодной воде, сушить в горизонтальном положении.',
};
const DRY_CLEAN = { careUZB: 'Faqat kimyoviy tozalash tavsiya etiladi.', careRUS: 'Рекомендуется только химчистка.' };
const LEATHER_CARE = {
  careUZB: 'Nam latta bilan arting va vaqti-vaqti bilan charm kremi surting.',
  careRUS: 'Протирать влажной тканью, время от времени обрабатывать кремом для кожи.',
};

export const MATERIALS = {
  cotton: {
    uz: 'paxta', ruStem: 'хлопков', ...WASH_30,
    aboutUZB: "Yumshoq, nafas oladigan 100% paxtadan tikilgan.", aboutRUS: 'Сшито из мягкого дышащего хлопка 100%.',
  },
  linen: {
    uz: "zig‘ir", ruStem: 'льнян', ruStressed: true, careUZB: "Nozik rejimda 30°C da yuving.", careRUS: 'Деликатная стирка при 30°C.',
    aboutUZB: "Yengil zig‘ir matosi issiq kunlarda ham salqin saqlaydi.", aboutRUS: 'Лёгкий лён сохраняет прохладу даже в жару.',
  },
  wool: {
    uz: 'jun', ruStem: 'шерстян', ruStressed: true, ...HAND_WASH,
    aboutUZB: "Issiq va yumshoq jun aralashmasidan to‘qilgan.", aboutRUS: 'Из тёплой и мягкой смесовой шерсти.',
    colors: ['black', 'grey', 'beige', 'brown', 'navy', 'olive', 'red', 'green'],
  },
  cashmere: {
    uz: 'kashemir', ruStem: 'кашемиров', ...DRY_CLEAN,
    aboutUZB: "Nozik kashemir teriga yoqimli va juda issiq.", aboutRUS: 'Тонкий кашемир приятен к телу и очень тёплый.',
    colors: ['beige', 'grey', 'brown', 'black', 'white', 'pink', 'navy'],
  },
  silk: {
    uz: 'ipak', ruStem: 'шёлков', ...DRY_CLEAN,
    aboutUZB: "Tabiiy ipak mayin yaltiraydi va yengil turadi.", aboutRUS: 'Натуральный шёлк мягко блестит и легко струится.',
  },
  satin: {
    uz: 'atlas', ruStem: 'атласн', ...DRY_CLEAN,
    aboutUZB: "Marg‘ilon atlasidan: yorqin va bayramona.", aboutRUS: 'Из маргиланского атласа: яркий и праздничный.',
  },
  adras: {
    uz: 'adras', ruStem: 'адрасн', ...DRY_CLEAN,
    aboutUZB: "Qo‘lda to‘qilgan adras matosidan, milliy abr naqshi bilan.", aboutRUS: 'Из адраса ручного ткачества с узором абр.',
  },
  velvet: {
    uz: 'baxmal', ruStem: 'бархатн', ...DRY_CLEAN,
    aboutUZB: "Qalin baxmal chuqur rang va mayin yuzaga ega.", aboutRUS: 'Плотный бархат с глубоким цветом и мягким ворсом.',
    colors: ['black', 'navy', 'red', 'green', 'purple', 'brown'],
  },
  denim: {
    uz: 'denim', ruStem: 'джинсов',
    careUZB: "Teskari tomonidan, alohida 30°C da yuving.", careRUS: 'Стирать с изнанки при 30°C отдельно от других вещей.',
    aboutUZB: "Zich denim har kungi kiyishga chidamli.", aboutRUS: 'Плотный деним выдерживает ежедневную носку.',
    colors: ['blue', 'navy', 'skyBlue', 'black', 'grey', 'white'],
  },
  jersey: {
    uz: 'trikotaj', ruStem: 'трикотажн', ...WASH_30,
    aboutUZB: "Cho‘ziluvchan trikotaj harakatda qulay.", aboutRUS: 'Эластичный трикотаж удобен в движении.',
  },
  viscose: {
    uz: 'viskoza', ruStem: 'вискозн', careUZB: "Nozik rejimda 30°C da yuving.", careRUS: 'Деликатная стирка при 30°C.',
    aboutUZB: "Silliq viskoza tanaga yoqimli tegadi.", aboutRUS: 'Гладкая вискоза приятно касается кожи.',
  },
  fleece: {
    uz: 'flis', ruStem: 'флисов', ...WASH_30,
    aboutUZB: "Yumshoq flis salqin kunlarda isitadi.", aboutRUS: 'Мягкий флис греет в прохладные дни.',
  },
  velour: {
    uz: 'velyur', ruStem: 'велюров', ...WASH_30,
    aboutUZB: "Mayin velyur uyda qulaylik beradi.", aboutRUS: 'Мягкий велюр дарит домашний уют.',
  },
  leather: {
    uz: 'charm', ruStem: 'кожан', ...LEATHER_CARE,
    aboutUZB: "Tabiiy charmdan, vaqt o‘tishi bilan yanada chiroyli bo‘ladi.",
    aboutRUS: 'Из натуральной кожи, которая со временем становится только красивее.',
    colors: ['black', 'brown', 'beige', 'white', 'red', 'olive'],
  },
  suede: {
    uz: 'zamsh', ruStem: 'замшев', careUZB: "Maxsus cho‘tka bilan quruq holda tozalang.", careRUS: 'Чистить сухой специальной щёткой.',
    aboutUZB: "Mayin zamsh chuqur matoviy rangga ega.", aboutRUS: 'Мягкая замша с глубоким матовым цветом.',
    colors: ['brown', 'beige', 'grey', 'olive', 'black', 'navy'],
  },
  textile: {
    uz: 'tekstil', ruStem: 'текстильн', ...WASH_30,
    aboutUZB: "Yengil va nafas oladigan texnik tekstil.", aboutRUS: 'Лёгкий дышащий технический текстиль.',
  },
} satisfies Record<string, Material>;
export type MaterialKey = keyof typeof MATERIALS;

