import { couponNames, tierNames } from './tier-names';

describe('tierNames', () => {
  it('gives the shop’s words for the known tier keys, in Uzbek and in Russian', () => {
    expect(['Start', 'Bronze', 'Silver', 'Gold'].map((name) => tierNames({ name }))).toEqual([
      { uz: 'Start', ru: 'Старт' },
      { uz: 'Bronza', ru: 'Бронза' },
      { uz: 'Kumush', ru: 'Серебро' },
      { uz: 'Oltin', ru: 'Золото' },
    ]);
  });

  it('prefers the names stored with the tier, and falls back to the key for a tier the shop has no word for', () => {
    expect(tierNames({ name: 'Bronze', nameUZB: 'Bronza daraja', nameRUS: 'Бронзовый' })).toEqual({ uz: 'Bronza daraja', ru: 'Бронзовый' });
    expect(tierNames({ name: 'Bronze', nameUZB: '', nameRUS: null })).toEqual({ uz: 'Bronza', ru: 'Бронза' });
    expect(tierNames({ name: 'VIP' })).toEqual({ uz: 'VIP', ru: 'VIP' });
  });
});

describe('couponNames', () => {
  it('names a tier’s coupon after the tier, a coupon given by hand by its name, stored names first', () => {
    expect(couponNames({ name: 'Bronze kuponi' }, { name: 'Bronze' })).toEqual({ uz: 'Bronza kuponi', ru: 'Купон «Бронза»' });
    expect(couponNames({ name: 'Xush kelibsiz' }, null)).toEqual({ uz: 'Xush kelibsiz', ru: 'Xush kelibsiz' });
    expect(couponNames({ name: 'x', nameUZB: 'Bahor kuponi', nameRUS: 'Весенний купон' }, { name: 'Gold' })).toEqual({ uz: 'Bahor kuponi', ru: 'Весенний купон' });
  });
});
