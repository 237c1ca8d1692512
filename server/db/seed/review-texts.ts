/**
 * What seeded customers write about what they bought, by the stars they give. Each customer writes in one
 * language, as shoppers do; the shop shows every review as written.
 */
export type ReviewLanguage = 'uz' | 'ru';

const FIVE = {
  uz: [
    "Sifati a'lo, rasmdagidek keldi. O'lchami ham aynan mos.",
    "Juda yoqdi! Matosi yumshoq, tikilishi puxta. Yana buyurtma qilaman.",
    "Toshkentga ertasi kuni yetib keldi, qadoqlash ham chiroyli. Rahmat!",
    "Rangi saytdagidek, kiyganda o'zini juda qulay his qilasiz.",
    "Narxiga nisbatan sifati zo'r. Turmush o'rtog'imga ham olib berdim.",
    "Bir oydan beri kiyaman, yuvishdan keyin ham shaklini yo'qotmadi.",
    "Hamma maqtayapti, qayerdan olganimni so'rashdi. Tavsiya qilaman!",
  ],
  ru: [
    'Качество отличное, пришло точно как на фото. Размер подошёл идеально.',
    'Очень довольна! Ткань мягкая, швы аккуратные. Закажу ещё.',
    'Доставили на следующий день, упаковка аккуратная. Спасибо магазину!',
    'Цвет как на сайте, носить очень удобно.',
    'За такую цену качество просто отличное. Взяла ещё и сестре.',
    'Ношу уже месяц, после стирок форму не потеряло.',
    'Все спрашивают, где купила. Рекомендую!',
  ],
};

const FOUR = {
  uz: [
    "Yaxshi mahsulot, faqat bir o'lcham kattaroq oldim — jadvalga qarang.",
    "Sifati yaxshi, lekin rangi rasmdagidan biroz to'qroq ekan.",
    "Qulay va chiroyli. Yetkazib berish uch kun oldi, umuman olganda mamnunman.",
    "Matosi yaxshi, tugmalari biroz bo'shroq tikilgan ekan, o'zim mahkamladim.",
    "Kundalik kiyish uchun juda mos. Narxi biroz qimmatroq tuyuldi.",
  ],
  ru: [
    'Хорошая вещь, но маломерит — берите на размер больше.',
    'Качество хорошее, только цвет чуть темнее, чем на фото.',
    'Удобно и красиво. Доставка заняла три дня, в целом довольна.',
    'Ткань приятная, пуговицы пришиты слабовато, пришлось укрепить.',
    'Отлично на каждый день. Цена показалась немного высокой.',
  ],
};

const THREE = {
  uz: [
    "O'rtacha. Matosi kutganimdan yupqaroq ekan.",
    "Yomon emas, lekin bichimi menga unchalik to'g'ri kelmadi.",
    "Rangi chiroyli, ammo birinchi yuvishdan keyin biroz kirishdi.",
  ],
  ru: [
    'Средне. Ткань тоньше, чем я ожидала.',
    'Неплохо, но крой мне не очень подошёл.',
    'Цвет красивый, но после первой стирки немного село.',
  ],
};

const LOW = {
  uz: [
    "Afsuski, o'lchami jadvalga to'g'ri kelmadi, qaytarishga to'g'ri keldi.",
    "Sifati narxiga arzimaydi, choklari notekis.",
  ],
  ru: [
    'К сожалению, размер не соответствует таблице, пришлось вернуть.',
    'Качество не стоит своих денег, швы неровные.',
  ],
};

/** Mostly pleased customers, as in a shop people come back to: 5 and 4 stars most, 1 and 2 seldom. */
export const RATING_WEIGHTS: Record<number, number> = { 5: 0.5, 4: 0.28, 3: 0.12, 2: 0.06, 1: 0.04 };

export function reviewTexts(rating: number, language: ReviewLanguage): readonly string[] {
  const bank = rating >= 5 ? FIVE : rating === 4 ? FOUR : rating === 3 ? THREE : LOW;
  return bank[language];
}
