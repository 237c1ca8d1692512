import type { GarmentKind } from '../../media/garment-kinds';
import type { Gender, MaterialKey } from './materials';

/** A cut or detail: a word before the Uzbek name, a phrase after the Russian one, and a sentence on fit. */
export interface Style {
  uz: string;
  ru: string;
  fitUZB: string;
  fitRUS: string;
}

const style = (uz: string, ru: string, fitUZB: string, fitRUS: string): Style => ({ uz, ru, fitUZB, fitRUS });

export const STYLES = {
  oversize: style('Oversize', 'оверсайз', 'Erkin oversize bichim harakatni cheklamaydi.', 'Свободный крой оверсайз не сковывает движений.'),
  slim: style('Slim', 'слим', "Qomatga mos tor bichim siluetni ta’kidlaydi.", 'Облегающий крой подчёркивает силуэт.'),
  classic: style('Klassik', 'классического кроя', "Klassik bichim ishga ham, bayramga ham mos.", 'Классический крой подойдёт и для офиса, и для праздника.'),
  midi: style('Midi', 'миди', 'Midi uzunlik — tizzadan biroz pastda.', 'Длина миди — чуть ниже колена.'),
  maxi: style('Maksi', 'макси', "Maksi uzunlik — to‘piqqacha.", 'Длина макси — до щиколотки.'),
  mini: style('Mini', 'мини', 'Qisqa mini uzunlik yozgi kunlar uchun.', 'Короткая длина мини для летних дней.'),
  belted: style('Kamarli', 'с поясом', "Kamar bel chizig‘ini ta’kidlaydi.", 'Пояс подчёркивает талию.'),
  tied: style("Bog‘ichli", 'на завязках', "Bog‘ichlar bilan o‘lchamni moslash oson.", 'Завязки позволяют легко подогнать посадку.'),
  floral: style('Gulli', 'в цветочек', 'Nozik gulli naqsh bahoriy kayfiyat beradi.', 'Нежный цветочный принт создаёт весеннее настроение.'),
  striped: style("Yo‘l-yo‘l", 'в полоску', "Yo‘l-yo‘l naqsh har qanday obrazni jonlantiradi.", 'Полоска оживит любой образ.'),
  printed: style('Printli', 'с принтом', 'Yorqin print obrazga urg‘u beradi.', 'Яркий принт станет акцентом образа.'),
  hooded: style('Kapyushonli', 'с капюшоном', 'Kapyushon shamol va yomg‘irdan himoya qiladi.', 'Капюшон защитит от ветра и дождя.'),
  zipped: style('Molniyali', 'на молнии', 'Metall molniya bilan oson kiyiladi.', 'Легко надевается благодаря металлической молнии.'),
  buttoned: style('Tugmali', 'на пуговицах', "Tugmalar bilan mahkamlanadi, ochiq holda ham kiyish mumkin.", 'Застёгивается на пуговицы, можно носить нараспашку.'),
  straight: style("To‘g‘ri bichimli", 'прямого кроя', "To‘g‘ri bichim har qanday qomatga mos keladi.", 'Прямой крой подходит любой фигуре.'),
  wide: style('Keng', 'свободного кроя', 'Keng bichim yurganda qulay.', 'Свободный крой удобен при ходьбе.'),
  pleated: style('Plisse', 'плиссе', 'Plisse burmalar har qadamda harakatlanadi.', 'Складки плиссе красиво двигаются при каждом шаге.'),
  highNeck: style('Baland yoqali', 'с высоким горлом', "Baland yoqa bo‘yinni sovuqdan asraydi.", 'Высокое горло защищает шею от холода.'),
  cable: style("O‘rama naqshli", 'с косами', "O‘rama to‘qima naqsh issiqlik va hajm beradi.", 'Узор косы добавляет тепла и объёма.'),
  national: style('Milliy naqshli', 'с национальным узором', "Milliy naqshlar zamonaviy bichim bilan uyg‘unlashgan.", 'Национальные узоры в современном крое.'),
  embroidered: style("Zardo‘zi", 'с золотой вышивкой', "Qo‘lda tikilgan zardo‘zi kashtasi bilan bezatilgan.", 'Украшено ручной золотой вышивкой зардози.'),
  skinny: style('Skinni', 'скинни', 'Tor skinni bichim oyoqni chiroyli ko‘rsatadi.', 'Узкий крой скинни красиво облегает ноги.'),
  mom: style('Mom', 'мом', 'Baland bel va erkin son qismi.', 'Высокая посадка и свободные бёдра.'),
  highWaist: style('Baland belli', 'с высокой талией', 'Baland bel mashg‘ulotda siljimaydi.', 'Высокая посадка не сползает во время тренировки.'),
  laced: style("Bog‘ichli", 'на шнурках', "Bog‘ichlar oyoqni mahkam ushlaydi.", 'Шнурки надёжно фиксируют стопу.'),
  platform: style('Platformali', 'на платформе', "Yengil platforma bo‘yni baland ko‘rsatadi.", 'Лёгкая платформа добавляет роста.'),
  heeled: style('Poshnali', 'на каблуке', 'Barqaror poshna kun bo‘yi qulay.', 'Устойчивый каблук удобен весь день.'),
  running: style('Yugurish uchun', 'для бега', 'Amortizatsiyali taglik yugurishda yukni kamaytiradi.', 'Амортизирующая подошва снижает нагрузку при беге.'),
  shopper: style('Shopper', 'шопер', "Keng ichki qism kundalik narsalarga yetarli.", 'Вместительный — хватит места для всего необходимого.'),
  crossbody: style('Kross-bodi', 'кросс-боди', "Uzun tasma bilan yelkadan o‘tkazib taqiladi.", 'Носится через плечо на длинном ремне.'),
  embroideredLogo: style('Kashtali', 'с вышивкой', 'Old tomonida kashta qilingan logotip.', 'Спереди вышитый логотип.'),
  buckled: style("Metall to‘qali", 'с металлической пряжкой', "Mustahkam metall to‘qa uzoq xizmat qiladi.", 'Прочная металлическая пряжка прослужит долго.'),
} satisfies Record<string, Style>;
export type StyleKey = keyof typeof STYLES;

export type Sizing = 'clothes' | 'shoes' | 'oneSize';

export interface GarmentType {
  kind: GarmentKind;
  nounUZB: string;
  nounRUS: string;
  gender: Gender;
  sizing: Sizing;
  /** Price range in thousands of so'm. */
  price: [number, number];
  materials: MaterialKey[];
  /** `null` is a plain name without a style word. */
  styles: Array<StyleKey | null>;
  /** Jeans are denim anyway: "Джинсы скинни", not "Джинсовые джинсы скинни". */
  nameWithoutMaterial?: boolean;
}

const type = (
  kind: GarmentKind, nounUZB: string, nounRUS: string, gender: Gender, sizing: Sizing,
  price: [number, number], materials: MaterialKey[], styles: Array<StyleKey | null>,
): GarmentType => ({ kind, nounUZB, nounRUS, gender, sizing, price, materials, styles });

/** The garment types the subcategories of media/demo-catalogue.ts sell, by the keys they name. */
export const GARMENT_TYPES: Record<string, GarmentType> = {
  dress: type('dress', "ko‘ylak", 'платье', 'n', 'clothes', [249, 890], ['cotton', 'linen', 'silk', 'viscose', 'jersey'], ['midi', 'maxi', 'mini', 'belted', 'tied', 'floral']),
  eveningDress: type('dress', "kechki ko‘ylak", 'вечернее платье', 'n', 'clothes', [690, 1290], ['silk', 'satin', 'velvet'], ['maxi', 'midi', 'embroidered']),
  atlasDress: type('dress', "ko‘ylak", 'платье', 'n', 'clothes', [490, 1190], ['satin', 'adras'], ['national', 'belted', 'maxi']),
  blouse: type('blouse', 'bluzka', 'блузка', 'f', 'clothes', [159, 490], ['cotton', 'silk', 'viscose', 'linen'], ['tied', 'buttoned', 'floral', 'oversize']),
  tshirt: type('tshirt', 'futbolka', 'футболка', 'f', 'clothes', [89, 249], ['cotton', 'jersey', 'linen'], ['oversize', 'printed', 'striped', 'slim', null]),
  sportTee: type('tshirt', 'sport futbolka', 'спортивная футболка', 'f', 'clothes', [119, 299], ['jersey', 'textile'], ['slim', 'oversize', 'printed']),
  shirt: type('shirt', "ko‘ylak", 'рубашка', 'f', 'clothes', [189, 590], ['cotton', 'linen', 'denim'], ['classic', 'slim', 'oversize', 'striped']),
  pajamas: type('shirt', 'pijama', 'пижама', 'f', 'clothes', [199, 490], ['cotton', 'silk', 'jersey'], ['striped', 'printed', 'buttoned']),
  trousers: type('trousers', 'shim', 'брюки', 'pl', 'clothes', [199, 690], ['cotton', 'linen', 'wool', 'viscose'], ['classic', 'straight', 'wide', 'belted']),
  jeans: { ...type('jeans', 'jinsi', 'джинсы', 'pl', 'clothes', [249, 690], ['denim'], ['skinny', 'mom', 'straight', 'wide']), nameWithoutMaterial: true },
  skirt: type('skirt', 'yubka', 'юбка', 'f', 'clothes', [159, 590], ['cotton', 'wool', 'silk', 'viscose', 'denim'], ['midi', 'mini', 'maxi', 'pleated']),
  jacket: type('jacket', 'kurtka', 'куртка', 'f', 'clothes', [390, 1190], ['denim', 'leather', 'suede', 'textile'], ['oversize', 'zipped', 'hooded', 'buttoned']),
  coat: type('coat', 'palto', 'пальто', 'n', 'clothes', [790, 1290], ['wool', 'cashmere'], ['classic', 'belted', 'oversize']),
  sweater: type('sweater', 'sviter', 'свитер', 'm', 'clothes', [249, 790], ['wool', 'cashmere', 'cotton'], ['highNeck', 'cable', 'oversize']),
  hoodie: type('hoodie', 'xudi', 'худи', 'n', 'clothes', [229, 590], ['cotton', 'fleece', 'jersey'], ['oversize', 'printed', 'zipped']),
  tracksuit: type('hoodie', 'sport kostyumi', 'спортивный костюм', 'm', 'clothes', [349, 890], ['jersey', 'fleece'], ['zipped', 'hooded', 'oversize']),
  blazer: type('blazer', 'pidjak', 'пиджак', 'm', 'clothes', [490, 1190], ['wool', 'linen', 'velvet'], ['classic', 'slim', 'oversize']),
  leggings: type('leggings', 'leggins', 'леггинсы', 'pl', 'clothes', [129, 349], ['jersey'], ['highWaist', 'printed', null]),
  robe: type('robe', 'xalat', 'халат', 'm', 'clothes', [199, 590], ['cotton', 'velour', 'silk'], ['belted', 'hooded']),
  ton: type('chapan', "to‘n", 'чапан', 'm', 'clothes', [590, 1290], ['adras', 'satin', 'velvet'], ['national', 'embroidered']),
  sneakers: type('sneakers', 'krossovka', 'кроссовки', 'pl', 'shoes', [349, 990], ['leather', 'textile', 'suede'], ['laced', 'platform', null]),
  runners: type('sneakers', 'krossovka', 'кроссовки', 'pl', 'shoes', [449, 990], ['textile'], ['running']),
  shoes: type('shoes', 'tufli', 'туфли', 'pl', 'shoes', [349, 990], ['leather', 'suede'], ['classic', 'heeled', 'laced']),
  boots: type('boots', 'etik', 'сапоги', 'pl', 'shoes', [590, 1290], ['leather', 'suede'], ['heeled', 'zipped', 'classic']),
  bag: type('bag', 'sumka', 'сумка', 'f', 'oneSize', [249, 990], ['leather', 'suede', 'textile'], ['shopper', 'crossbody', 'mini']),
  cap: type('cap', 'kepka', 'кепка', 'f', 'oneSize', [89, 199], ['cotton', 'denim'], ['embroideredLogo', 'printed', null]),
  scarf: type('scarf', 'sharf', 'шарф', 'm', 'oneSize', [129, 490], ['wool', 'cashmere', 'silk'], ['striped', null]),
  romol: type('scarf', "ro‘mol", 'платок', 'm', 'oneSize', [149, 590], ['silk', 'satin'], ['floral', 'national']),
  belt: type('belt', 'kamar', 'ремень', 'm', 'oneSize', [119, 390], ['leather', 'suede'], ['buckled', 'classic']),
};
