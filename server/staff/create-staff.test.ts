import { parseStaffArguments } from './create-staff';

describe('npm run staff:create arguments', () => {
  it('takes a phone, a password and an optional full name', () => {
    expect(parseStaffArguments(['+998909999999', 'admin123'])).toEqual({ phoneNumber: '+998909999999', password: 'admin123', fullName: 'Libos staff' });
    expect(parseStaffArguments(['+998909999999', 'admin123', 'Ali', 'Valiyev'])).toMatchObject({ fullName: 'Ali Valiyev' });
  });

  it('takes a role as --role X or --role=X anywhere, in any letter case; without it the role is left unset', () => {
    expect(parseStaffArguments(['+998909999999', 'admin123', '--role', 'MANAGER', 'Ali'])).toEqual({
      phoneNumber: '+998909999999',
      password: 'admin123',
      fullName: 'Ali',
      role: 'MANAGER',
    });
    expect(parseStaffArguments(['--role=admin', '+998909999999', 'admin123'])).toMatchObject({ role: 'ADMIN' });
    expect(parseStaffArguments(['+998909999999', 'admin123'])).not.toHaveProperty('role');
  });

  it.each([
    [[], /usage/],
    [['+998909999999'], /usage/],
    [['998909999999', 'admin123'], /\+998 and 9 digits/],
    [['+998909999999', 'short'], /6 to 128 characters/],
    [['+998909999999', 'admin123', '--role', 'OWNER'], /ADMIN, MANAGER/],
    [['+998909999999', 'admin123', '--role'], /ADMIN, MANAGER/],
  ])('refuses %j', (args, message) => {
    expect(() => parseStaffArguments(args)).toThrow(message);
  });
});
