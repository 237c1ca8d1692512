import { digitsOf, digitsWithDay, nativeValueOf, withSeparators } from './dateText';

describe('dateText: the day-first text of DateField and the native value it hands up', () => {
  it('puts the dots and the colon in as the digits reach them', () => {
    expect(withSeparators('')).toBe('');
    expect(withSeparators('1')).toBe('1');
    expect(withSeparators('150')).toBe('15.0');
    expect(withSeparators('1503')).toBe('15.03');
    expect(withSeparators('15031990')).toBe('15.03.1990');
    expect(withSeparators('150319901')).toBe('15.03.1990 1');
    expect(withSeparators('150319901504')).toBe('15.03.1990 15:04');
  });

  it('reads what is typed or pasted as its digits: with dots or without, another separator, or a native value', () => {
    expect(digitsOf('15.03.1990', 'date')).toBe('15031990');
    expect(digitsOf('15031990', 'date')).toBe('15031990');
    expect(digitsOf('15/03/1990', 'date')).toBe('15031990');
    expect(digitsOf(' 1990-03-15 ', 'date')).toBe('15031990');
    expect(digitsOf('2026-11-18T15:04', 'dateTime')).toBe('181120261504');
    // No more than the kind takes: a ninth digit typed into a whole date is dropped.
    expect(digitsOf('15.03.19901', 'date')).toBe('15031990');
    expect(digitsOf('18.11.20', 'dateTime')).toBe('181120');
  });

  it('hands up a whole, real day as the native value, and nothing for the rest', () => {
    expect(nativeValueOf('15031990', 'date')).toBe('1990-03-15');
    expect(nativeValueOf('29022024', 'date')).toBe('2024-02-29');
    expect(nativeValueOf('29022023', 'date')).toBe('');
    expect(nativeValueOf('31042026', 'date')).toBe('');
    expect(nativeValueOf('00012026', 'date')).toBe('');
    expect(nativeValueOf('01132026', 'date')).toBe('');
    // Date.UTC reads a two-digit year as 19xx: year 0099 is not 1999.
    expect(nativeValueOf('01010099', 'date')).toBe('');
    expect(nativeValueOf('1503199', 'date')).toBe('');
  });

  it('hands up a date and time only with a real hour and minute', () => {
    expect(nativeValueOf('181120261504', 'dateTime')).toBe('2026-11-18T15:04');
    expect(nativeValueOf('181120260000', 'dateTime')).toBe('2026-11-18T00:00');
    expect(nativeValueOf('181120262400', 'dateTime')).toBe('');
    expect(nativeValueOf('181120261560', 'dateTime')).toBe('');
    expect(nativeValueOf('18112026', 'dateTime')).toBe('');
  });

  it('puts a day picked on the calendar before the time already typed', () => {
    expect(digitsWithDay('1990-03-15', '', 'date')).toBe('15031990');
    expect(digitsWithDay('1990-03-15', '01012000', 'date')).toBe('15031990');
    expect(digitsWithDay('2026-12-01', '181120261504', 'dateTime')).toBe('011220261504');
    expect(digitsWithDay('2026-12-01', '1811', 'dateTime')).toBe('01122026');
  });
});
