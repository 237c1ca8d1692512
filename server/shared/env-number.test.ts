import { wholeFromEnv } from './env-number';

describe('wholeFromEnv', () => {
  it('gives the fallback when the variable is unset or empty, and the number when it is a whole one within bounds', () => {
    expect(wholeFromEnv({}, 'PORT', 3000)).toBe(3000);
    expect(wholeFromEnv({ PORT: '' }, 'PORT', 3000)).toBe(3000);
    expect(wholeFromEnv({ PORT: '8080' }, 'PORT', 3000)).toBe(8080);
    expect(wholeFromEnv({ PORT: '0' }, 'PORT', 3000)).toBe(0);
    expect(wholeFromEnv({ N: '50' }, 'N', 1, { min: 50, max: 50 })).toBe(50);
  });

  it('refuses what is not a whole number, naming the variable and what it was', () => {
    for (const bad of ['eighty', '2.5', '-1', 'NaN']) {
      expect(() => wholeFromEnv({ PORT: bad }, 'PORT', 3000)).toThrow(`PORT must be a whole number, got "${bad}"`);
    }
  });

  it('names the least value and the unit in the refusal', () => {
    expect(() => wholeFromEnv({ POLL: '10' }, 'POLL', 1000, { min: 50 })).toThrow('POLL must be a whole number of at least 50, got "10"');
    expect(() => wholeFromEnv({ DELAY: '-5' }, 'DELAY', 0, { unit: 'milliseconds' })).toThrow('DELAY must be a whole number of milliseconds, got "-5"');
    expect(() => wholeFromEnv({ EVERY: '0' }, 'EVERY', 1, { min: 1, unit: 'milliseconds' })).toThrow('EVERY must be a whole number of milliseconds, at least 1, got "0"');
  });

  it('refuses a number above the greatest value, saying so', () => {
    expect(() => wholeFromEnv({ VAT: '120' }, 'VAT', 12, { max: 100 })).toThrow('VAT must be at most 100, got "120"');
    expect(() => wholeFromEnv({ WAIT: '9' }, 'WAIT', 1, { max: 5, unit: 'seconds' })).toThrow('WAIT must be at most 5 seconds, got "9"');
    expect(() => wholeFromEnv({ VAT: 'lots' }, 'VAT', 12, { max: 100 })).toThrow('VAT must be a whole number, got "lots"');
  });
});
