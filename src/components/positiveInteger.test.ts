import { positiveInteger } from './positiveInteger';

describe('positiveInteger', () => {
  it('reads a whole number above 0', () => {
    expect(positiveInteger('7')).toBe(7);
    expect(positiveInteger('007')).toBe(7);
  });

  it('takes nothing else, not even a number at the start of the text', () => {
    for (const text of [null, undefined, '', '0', '-3', '1.5', '2abc', ' 2', '9007199254740993']) expect(positiveInteger(text)).toBeUndefined();
  });
});
