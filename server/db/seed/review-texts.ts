import type { GarmentKind } from '../../media/garment-kinds';

/**
 * What seeded customers write about what they bought, by the stars they give and the kind of thing it is (no one
 * praises the fabric of leather boots or the fit of a bag). Each customer writes in one language, as shoppers do.
 */
export type ReviewLanguage = 'uz' | 'ru';

/** Fabric clothes, footwear, and what has neither a size nor a fabric worth a word (bags, belts, caps, scarves). */
type Goods = 'clothes' | 'footwear' | 'accessory';

interface Text {
  uz: string;
  ru: string;
  /** Only about these goods; unset: about anything. */
  about?: Goods[];
}

const text = (uz: string, ru: string, ...about: Goods[]): Text => ({ uz, ru, about: about.length ? about : undefined });

const BY_STARS: Record<'five' | 'four' | 'three' | 'low', Text[]> = {
  five: [
    text("Sifati a’lo, rasmdagidek keldi.", 'Качество отличное, пришло точно как на фото.'),
    text("Juda yoqdi! Matosi yumshoq, tikilishi puxta. Yana buyurtma qilaman.", 'Очень довольна! Ткань мягкая, швы аккуратные. Закажу ещё.', 'clothes'),
    text("Toshkentga ertasi kuni yetib keldi, qadoqlash ham chiroyli. Rahmat!", 'Доставили на следующий день, упаковка аккуратная. Спасибо магазину!'),
    text("Rangi saytdagidek, kiyganda juda qulay.", 'Цвет как на сайте, носить очень удобно.', 'clothes', 'footwear'),
    text("Narxiga nisbatan sifati zo‘r. Singlimga ham olib berdim.", 'За такую цену качество просто отличное. Взяла ещё и сестре.'),
    text("Bir oydan beri kiyaman, yuvishdan keyin ham shaklini yo‘qotmadi.", 'Ношу уже месяц, после стирок форму не потеряло.', 'clothes'),
    text("Hamma maqtayapti, qayerdan olganimni so‘rashdi. Tavsiya qilaman!", 'Все спрашивают, где купила. Рекомендую!'),
    text("O‘lchami aynan mos keldi, oyoqni siqmaydi. Kun bo‘yi yursa ham charchatmaydi.", 'Размер подошёл идеально, не жмёт. Хожу целый день — ноги не устают.', 'footwear'),
    text("Charmi sifatli, choklari tekis. Har kuni taqib yuraman.", 'Кожа качественная, швы ровные. Ношу каждый день.', 'accessory'),
  ],
  four: [
    text("Yaxshi mahsulot, faqat bir o‘lcham kattaroq oling — jadvalga qarang.", 'Хорошая вещь, но маломерит — берите на размер больше.', 'clothes', 'footwear'),
    text("Sifati yaxshi, lekin rangi rasmdagidan biroz to‘qroq ekan.", 'Качество хорошее, только цвет чуть темнее, чем на фото.'),
    text("Qulay va chiroyli. Yetkazib berish uch kun oldi, umuman olganda mamnunman.", 'Удобно и красиво. Доставка заняла три дня, в целом довольна.'),
    text("Matosi yaxshi, tugmalari biroz bo‘shroq tikilgan ekan, o‘zim mahkamladim.", 'Ткань приятная, пуговицы пришиты слабовато, пришлось укрепить.', 'clothes'),
    text("Kundalik uchun juda mos. Narxi biroz qimmatroq tuyuldi.", 'Отлично на каждый день. Цена показалась немного высокой.'),
    text("Birinchi kunlari biroz qattiq edi, keyin oyoqqa moslashdi.", 'Первые дни были жестковаты, потом разносились.', 'footwear'),
  ],
  three: [
    text("O‘rtacha. Matosi kutganimdan yupqaroq ekan.", 'Средне. Ткань тоньше, чем я ожидала.', 'clothes'),
    text("Yomon emas, lekin bichimi menga unchalik to‘g‘ri kelmadi.", 'Неплохо, но крой мне не очень подошёл.', 'clothes'),
    text("Rangi chiroyli, ammo birinchi yuvishdan keyin biroz kirishdi.", 'Цвет красивый, но после первой стирки немного село.', 'clothes'),
    text("Ko‘rinishi yaxshi, lekin kutganimdan kichikroq ekan.", 'Выглядит хорошо, но меньше, чем я ожидала.', 'accessory'),
    text("Chiroyli, ammo yomg‘irda tez ho‘l bo‘ladi.", 'Красивые, но быстро промокают под дождём.', 'footwear'),
  ],
  low: [
    text("Afsuski, o‘lchami jadvalga to‘g‘ri kelmadi, qaytarishga to‘g‘ri keldi.", 'К сожалению, размер не соответствует таблице, пришлось вернуть.', 'clothes', 'footwear'),
    text("Sifati narxiga arzimaydi, choklari notekis.", 'Качество не стоит своих денег, швы неровные.'),
  ],
};

const FOOTWEAR: GarmentKind[] = ['sneakers', 'shoes', 'boots'];
const ACCESSORIES: GarmentKind[] = ['bag', 'belt', 'cap', 'scarf'];

const goodsOf = (kind: GarmentKind): Goods => (FOOTWEAR.includes(kind) ? 'footwear' : ACCESSORIES.includes(kind) ? 'accessory' : 'clothes');

/** Mostly pleased customers, as in a shop people come back to: 5 and 4 stars most, 1 and 2 seldom. */
export const RATING_WEIGHTS: Record<number, number> = { 5: 0.5, 4: 0.28, 3: 0.12, 2: 0.06, 1: 0.04 };

/** The texts a customer may write giving `rating` stars to a product of this kind, in their language. */
export function reviewTexts(rating: number, kind: GarmentKind, language: ReviewLanguage): string[] {
  const bank = rating >= 5 ? BY_STARS.five : rating === 4 ? BY_STARS.four : rating === 3 ? BY_STARS.three : BY_STARS.low;
  const goods = goodsOf(kind);
  return bank.filter((entry) => !entry.about || entry.about.includes(goods)).map((entry) => entry[language]);
}
