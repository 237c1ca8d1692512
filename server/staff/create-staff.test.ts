import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema/staff';
import { openTestDatabase } from '../../test/server/harness';
import { LAST_ADMIN_MESSAGE } from './accounts-service';
import { parseStaffArguments, runStaffCreate, saveStaffAccount } from './create-staff';

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

describe('npm run staff:create on the last ADMIN', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const accountOf = async (phoneNumber: string) => {
    const [row] = await database.db
      .select({ role: users.role, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.phoneNumber, phoneNumber));
    return row;
  };

  it('refuses to make it MANAGER, as the staff accounts route does, and leaves the account as it was', async () => {
    const phoneNumber = '+998931110001';
    await saveStaffAccount(database.db, { phoneNumber, password: 'only-admin', fullName: 'Yagona Admin' });
    const before = await accountOf(phoneNumber);
    expect(before?.role).toBe('ADMIN');

    await expect(saveStaffAccount(database.db, { phoneNumber, password: 'new-password', fullName: 'Yagona Admin', role: 'MANAGER' })).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    expect(await accountOf(phoneNumber)).toEqual(before);

    // The command says why on its error output and exits with 1.
    const lines: string[] = [];
    const io = { open: async () => ({ ...database, close: async () => undefined }), log: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
    expect(await runStaffCreate([phoneNumber, 'new-password', '--role', 'MANAGER'], {}, io)).toBe(1);
    expect(lines).toEqual([`error: staff:create: ${LAST_ADMIN_MESSAGE}`]);
    expect(await accountOf(phoneNumber)).toEqual(before);

    // With a second ADMIN the first may step down.
    await saveStaffAccount(database.db, { phoneNumber: '+998931110002', password: 'second-admin', fullName: 'Ikkinchi', role: 'ADMIN' });
    lines.length = 0;
    expect(await runStaffCreate([phoneNumber, 'new-password', '--role', 'MANAGER'], {}, io)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^staff account \+998931110001 \(id \d+, role MANAGER\) is ready/)]);
    expect((await accountOf(phoneNumber))?.role).toBe('MANAGER');
  });
});
