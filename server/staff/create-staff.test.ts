import { parseStaffArguments } from './create-staff';

describe('npm run staff:create arguments', () => {
  it('takes a phone, a password and an optional full name', () => {
    expect(parseStaffArguments(['+998909999999', 'admin123'])).toEqual({ phoneNumber: '+998909999999', password: 'admin123', fullName: 'Libos staff' });
    expect(parseStaffArguments(['+998909999999', 'admin123', 'Ali', 'Valiyev'])).toMatchObject({ fullName: 'Ali Valiyev' });
  });

  it.each([
    [[], /usage/],
    [['+998909999999'], /usage/],
    [['998909999999', 'admin123'], /\+998 and 9 digits/],
    [['+998909999999', 'short'], /6 to 128 characters/],
  ])('refuses %j', (args, message) => {
    expect(() => parseStaffArguments(args)).toThrow(message);
  });
});
