import type { ForgetPasswordBody, RegisterBody } from '../../contract/auth';
import { grantForAllCoupons } from '../loyalty/coupons/for-all';
import { sqlState, type Executor } from '../db/client';
import { assertBirthDate } from '../shared/birth-date';
import type { AppDeps } from '../deps';
import { AppError, conflict, unauthorized } from '../errors';
import { addCustomer, customerCredentials, setCustomerPassword } from '../customers/service';
import { hashPassword, passwordMatches } from '../shared/passwords';
import { staffCredentials } from '../staff/accounts-service';
import type { SmsProvider } from '../sms/provider';
import type { SmsLanguage } from '../sms/templates';
import { WRONG_CODE_MESSAGE, issueCode, requireCode } from './verification';

type AuthDeps = Pick<AppDeps, 'db' | 'sms' | 'clock' | 'tokens' | 'shopSmsPerDay'>;

const WRONG_PAIR = 'Wrong phone number or password';

function alreadyRegistered(): AppError {
  return conflict('ALREADY_REGISTERED', 'This phone number is already registered; sign in instead');
}

/** True for a known phone; otherwise sends a registration code (in `language`) and answers false. */
export async function checkRegistered(deps: AuthDeps, phoneNumber: string, language: SmsLanguage): Promise<boolean> {
  if (await customerCredentials(deps.db, phoneNumber)) return true;
  await issueCode(deps, phoneNumber, 'REGISTER', language);
  return false;
}

/**
 * Checks a code without using it up (the register or reset call that follows uses it): the newest code the phone was
 * sent, whatever it was for. Choosing by whether the phone has an account would answer a known phone after a reset
 * request (its reset code) otherwise than an unknown one (no sign-up code), so the check would tell who has one.
 */
export async function verifyCode(deps: AuthDeps, phoneNumber: string, verifyCode: string): Promise<void> {
  await requireCode(deps, { phoneNumber, given: verifyCode, consume: false });
}

export async function register(deps: AuthDeps, input: RegisterBody): Promise<number> {
  const now = deps.clock.now();
  // Bad details are refused before the code is looked at, so a typo in the form does not burn a try.
  assertBirthDate(input.birthDate, now);
  if (await customerCredentials(deps.db, input.phoneNumber)) throw alreadyRegistered();
  await requireCode(deps, { phoneNumber: input.phoneNumber, purpose: 'REGISTER', given: input.verifyCode, consume: true });
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const customerId = await addCustomer(tx, {
        phoneNumber: input.phoneNumber,
        fullName: input.fullName.trim(),
        birthDate: input.birthDate,
        gender: input.gender,
        passwordHash,
        createdAt: now,
      });
      // A coupon staff offered to all while it is still on offer is the newcomer's too; a refused insert grants nothing.
      await grantForAllCoupons(tx, customerId, now);
      return customerId;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw alreadyRegistered();
    throw error;
  }
}

/**
 * A new customer is signed in at once: after register, the answer carries the token loginCustomer would give, so
 * the shopper never types the new password a second time.
 */
export async function registerAndSignIn(deps: AuthDeps, input: RegisterBody): Promise<{ customerId: number; accessToken: string }> {
  const customerId = await register(deps, input);
  const customer = await customerCredentials(deps.db, input.phoneNumber);
  if (!customer) throw new Error(`customer ${customerId} vanished right after registering`);
  const accessToken = await deps.tokens.sign({ kind: 'customer', customerId }, customer.sessionVersion);
  return { customerId, accessToken };
}

export async function loginCustomer(deps: AuthDeps, phoneNumber: string, password: string) {
  const customer = await customerCredentials(deps.db, phoneNumber);
  const matches = await passwordMatches(customer?.passwordHash, password);
  if (!customer || !matches) throw unauthorized(WRONG_PAIR);
  const accessToken = await deps.tokens.sign({ kind: 'customer', customerId: customer.id }, customer.sessionVersion);
  return { accessToken, customerId: customer.id };
}

export async function loginStaff(deps: AuthDeps, phoneNumber: string, password: string) {
  const user = await staffCredentials(deps.db, phoneNumber);
  const matches = await passwordMatches(user?.passwordHash, password);
  if (!user || !matches) throw unauthorized(WRONG_PAIR);
  const accessToken = await deps.tokens.sign({ kind: 'staff', userId: user.id, role: user.role }, user.sessionVersion);
  return { accessToken, userId: user.id, role: user.role };
}

/**
 * The version of the password of this phone's staff account (its session version, raised by every new password and
 * role), or undefined when no staff account has the phone: what a staff member's failed sign-ins are counted under.
 */
export async function staffPasswordVersion(db: Executor, phoneNumber: string): Promise<number | undefined> {
  return (await staffCredentials(db, phoneNumber))?.sessionVersion;
}

/** Holds a code as a real send does, limits included, but no text leaves the shop: there is no one to read it. */
const unsentSms: SmsProvider = { name: 'unsent', send: async () => undefined };

/**
 * Answers alike for every phone, so the call cannot tell which numbers have accounts: an unknown phone gets a
 * code that is stored and counted but never sent, and resetPassword then refuses it as any wrong code.
 */
export async function sendPasswordResetCode(deps: AuthDeps, phoneNumber: string, language: SmsLanguage): Promise<void> {
  const known = await customerCredentials(deps.db, phoneNumber);
  await issueCode(known ? deps : { ...deps, sms: unsentSms }, phoneNumber, 'RESET_PASSWORD', language);
}

/** Matches no code (codes are 4 digits), so the check counts it as a wrong try. */
const NEVER_A_CODE = '';

/** The new password also ends every earlier sign-in of the account; the shopper then signs in afresh. */
export async function resetPassword(
  deps: AuthDeps,
  input: ForgetPasswordBody,
): Promise<void> {
  const customer = await customerCredentials(deps.db, input.phoneNumber);
  // An unknown phone's code was never sent, so only a guess can match it: a right guess is checked, counted and
  // answered as a wrong one, the same way a known phone's wrong code is.
  await requireCode(deps, { phoneNumber: input.phoneNumber, purpose: 'RESET_PASSWORD', given: customer ? input.verifyCode : NEVER_A_CODE, consume: true });
  if (!customer) throw new AppError(400, 'CODE_INVALID', WRONG_CODE_MESSAGE, { verifyCode: WRONG_CODE_MESSAGE });
  await setCustomerPassword(deps.db, customer.id, input.newPassword);
}
