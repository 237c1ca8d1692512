import { positiveInteger, recordId, wholeNumber } from './positiveInteger';

describe('positiveInteger', () => {
  it('reads a whole number above 0', () => {
    expect(positiveInteger('7')).toBe(7);
    expect(positiveInteger('007')).toBe(7);
  });

  it('takes nothing else, not even a number at the start of the text', () => {
    for (const text of [null, undefined, '', '0', '-3', '1.5', '2abc', ' 2', '9007199254740993']) expect(positiveInteger(text)).toBeUndefined();
  });
});

describe('recordId', () => {
  it('reads an id the server could have given out, and nothing past its range or that positiveInteger does not take', () => {
    expect([recordId('42'), recordId('2147483647')]).toEqual([42, 2_147_483_647]);
    expect(['2147483648', '99999999999', '0', '1.5', '12abc', '', null, undefined].map(recordId).filter((id) => id !== undefined)).toEqual([]);
  });
});

describe('wholeNumber', () => {
  it('reads a count typed in a field, 0 too, and nothing that is not one', () => {
    expect([wholeNumber(' 12 '), wholeNumber('0')]).toEqual([12, 0]);
    expect(['', ' ', '-1', '1.5', '1 000', '3x'].map(wholeNumber).filter((count) => count !== undefined)).toEqual([]);
  });
});
