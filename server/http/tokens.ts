import { SignJWT, jwtVerify } from 'jose';
import { systemClock, type Clock } from '../clock';

export type Principal = { kind: 'customer'; customerId: number } | { kind: 'staff'; userId: number; role: 'ADMIN' };

const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** Signs and checks the bearer tokens; both kinds expire with the 30-day cookie that carries them. */
export class TokenService {
  private readonly key: Uint8Array;

  /** `clock` dates new tokens and judges expiry; tests pass one they can move. */
  constructor(secret: string, private readonly clock: Clock = systemClock) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(principal: Principal): Promise<string> {
    const claims = principal.kind === 'staff' ? { kind: 'staff', role: principal.role } : { kind: 'customer' };
    const subject = String(principal.kind === 'staff' ? principal.userId : principal.customerId);
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The principal of a valid token, or null for anything tampered, expired or foreign-signed. */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id < 1) return null;
      if (payload.kind === 'customer') return { kind: 'customer', customerId: id };
      if (payload.kind === 'staff' && payload.role === 'ADMIN') return { kind: 'staff', userId: id, role: 'ADMIN' };
      return null;
    } catch {
      return null;
    }
  }
}
