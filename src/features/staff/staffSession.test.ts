import { readAccessToken } from '../../app/session';
import { clearStaffSession, readStaffSession, saveStaffSession, staffCookieOptions } from './staffSession';

describe('staff session', () => {
  it('keeps the staff token in its own cookies, apart from the customer’s', () => {
    saveStaffSession({ accessToken: 'staff-jwt', role: 'ADMIN', phoneNumber: '+998909999999' });
    expect(readStaffSession()).toEqual({ accessToken: 'staff-jwt', role: 'ADMIN', phoneNumber: '+998909999999' });
    expect(readAccessToken()).toBeUndefined();
    clearStaffSession();
    expect(readStaffSession()).toBeNull();
  });

  it('lasts a shift, strictly same-site, secure over https', () => {
    const now = new Date('2026-03-10T08:00:00Z');
    const options = staffCookieOptions({ protocol: 'https:' }, now);
    expect(options).toMatchObject({ path: '/', secure: true, sameSite: 'strict' });
    expect(options.expires).toEqual(new Date('2026-03-10T20:00:00Z'));
    expect(staffCookieOptions({ protocol: 'http:' }, now).secure).toBe(false);
  });
});
