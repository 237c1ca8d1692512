import { SignJWT } from 'jose';
import { TokenService } from './tokens';

const secret = 'a-long-enough-secret-for-the-tests-of-tokens';

describe('TokenService', () => {
  const tokens = new TokenService(secret);

  it('round-trips a customer and a staff principal with their session versions', async () => {
    expect(await tokens.verify(await tokens.sign({ kind: 'customer', customerId: 42 }))).toEqual({
      principal: { kind: 'customer', customerId: 42 },
      sessionVersion: 0,
    });
    expect(await tokens.verify(await tokens.sign({ kind: 'staff', userId: 3, role: 'ADMIN' }, 5))).toEqual({
      principal: { kind: 'staff', userId: 3, role: 'ADMIN' },
      sessionVersion: 5,
    });
  });

  it('refuses tampered, foreign-signed, expired and malformed tokens', async () => {
    const token = await tokens.sign({ kind: 'customer', customerId: 42 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'customer', sub: '1' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await new TokenService('another-secret-entirely-of-good-length').verify(token)).toBeNull();
    const expired = await new SignJWT({ kind: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(expired)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(payload).toBeTruthy();
  });

  it('refuses a token whose subject is not an id or whose kind is unknown', async () => {
    const sign = (claims: Record<string, unknown>, subject: string) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setExpirationTime('1h').sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(await sign({ kind: 'customer' }, 'abc'))).toBeNull();
    expect(await tokens.verify(await sign({ kind: 'root' }, '1'))).toBeNull();
    expect(await tokens.verify(await sign({ kind: 'staff', role: 'GUEST' }, '1'))).toBeNull();
  });

  it('reads a token without a version as version 0, and refuses a version that is not a whole number', async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('9').setExpirationTime('1h').sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(await sign({ kind: 'customer' }))).toEqual({ principal: { kind: 'customer', customerId: 9 }, sessionVersion: 0 });
    for (const ver of [-1, 1.5, '2', null, true]) {
      expect(await tokens.verify(await sign({ kind: 'customer', ver }))).toBeNull();
    }
  });
});

describe('TokenService expiry', () => {
  it('lets a token live 30 days by the clock it is given, and not a second longer', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const clock = { now: () => new Date(now) };
    const tokens = new TokenService(secret, clock);
    const token = await tokens.sign({ kind: 'customer', customerId: 7 });
    now += 30 * 24 * 3600 * 1000 - 1000;
    expect((await tokens.verify(token))?.principal).toEqual({ kind: 'customer', customerId: 7 });
    now += 2000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
