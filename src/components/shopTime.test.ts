import { fromShopInput, shopDate, shopDayMonth, shopHour, shopMoment, tashkentDay, toShopInput } from './shopTime';

// A device far from Tashkent: its own zone must not show (Node applies a TZ set at run time to later dates).
process.env.TZ = 'America/New_York';

describe('the shop’s clock (Tashkent, UTC+5)', () => {
  it('reads a moment as Tashkent’s day and time, whatever the device’s zone', () => {
    // 20:30 UTC on the 18th is 01:30 on the 19th in Tashkent.
    expect(shopMoment('2026-11-18T20:30:00.000Z')).toBe('19.11.2026 01:30');
    expect(shopDate('2026-11-18T18:59:00.000Z')).toBe('18.11.2026');
    expect(shopHour('2026-11-18T10:05:00.000Z')).toBe('15:05');
    expect(shopDayMonth('2026-12-31T19:00:00.000Z')).toBe('01.01');
    expect(shopMoment(null)).toBe('');
  });

  it('turns a date-and-time field’s value into the moment it names in Tashkent and back', () => {
    expect(toShopInput('2026-11-18T20:30:00.000Z')).toBe('2026-11-19T01:30');
    expect(fromShopInput('2026-11-19T01:30')).toBe('2026-11-18T20:30:00.000Z');
    expect(fromShopInput(toShopInput('2026-03-01T00:00:00.000Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(toShopInput(null)).toBe('');
    for (const unreadable of ['', '2026-11-19', '19.11.2026 01:30', '2026-13-45T99:99']) expect(fromShopInput(unreadable)).toBeNull();
  });

  it('knows today in Tashkent', () => {
    const lateUtc = Date.parse('2026-11-18T20:00:00Z');
    expect(tashkentDay(0, lateUtc)).toBe('2026-11-19');
    expect(tashkentDay(-1, lateUtc)).toBe('2026-11-18');
  });
});
