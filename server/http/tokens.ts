import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { systemClock, type Clock } from '../clock';

export type Principal = { kind: 'customer'; customerId: number } | { kind: 'staff'; userId: number; role: StaffRole };

/**
 * A token that passed the signature and expiry checks: whom it speaks for, and the account's session version
 * when it was signed (the guard compares that with the account's current one, so a new password ends it).
 */
export interface VerifiedToken {
  principal: Principal;
  sessionVersion: number;
}

const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** Signs and checks the bearer tokens; both kinds expire with the 30-day cookie that carries them. */
export class TokenService {
  private readonly key: Uint8Array;

  /** `clock` dates new tokens and judges expiry; tests pass one they can move. */
  constructor(secret: string, private readonly clock: Clock = systemClock) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A secret of its own for `purpose` (the sandbox Telegram bot's token), HMAC-SHA256 of the purpose under the token
   * secret: every server of one shop derives the same one, and it tells nothing of the secret it came from.
   */
  derivedSecret(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(purpose).digest();
  }

  /** `sessionVersion` is the account's current one (0 for an account whose password never changed). */
  sign(principal: Principal, sessionVersion = 0): Promise<string> {
    const kindClaims = principal.kind === 'staff' ? { kind: 'staff', role: principal.role } : { kind: 'customer' };
    const claims = { ...kindClaims, ver: sessionVersion };
    const subject = String(principal.kind === 'staff' ? principal.userId : principal.customerId);
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /**
   * The principal and session version of a valid token, or null for anything tampered, expired or
   * foreign-signed. A token without `ver` counts as version 0: tokens signed before versions existed stay
   * valid until their account's password next changes, instead of signing every shopper out at once.
   */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id < 1) return null;
      const sessionVersion = 'ver' in payload ? payload.ver : 0;
      if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion) || sessionVersion < 0) return null;
      if (payload.kind === 'customer') return { principal: { kind: 'customer', customerId: id }, sessionVersion };
      const role = STAFF_ROLES.find((known) => known === payload.role);
      if (payload.kind === 'staff' && role) {
        return { principal: { kind: 'staff', userId: id, role }, sessionVersion };
      }
      return null;
    } catch {
      return null;
    }
  }
}
