import { formatPhone } from './formatPhone';

describe('formatPhone', () => {
  it('groups an Uzbek number the way it is written', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
  });

  it('leaves anything else as it is', () => {
    expect(formatPhone('+7 999 000')).toBe('+7 999 000');
  });
});
