import { Type, type ObjectOptions, type TProperties } from '@sinclair/typebox';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_PATTERN, VERIFY_CODE_LENGTH, VERIFY_CODE_PATTERN } from './limits';

/*
 * What the request bodies of every domain are built from. The bodies sit in contract/<domain>.ts beside the
 * answers: the server validates with them, the SPA sends their static types.
 */

/**
 * An object of a request body: a field the call does not list is refused (400, docs/api.md Conventions),
 * so nothing the client adds can reach a handler and from there a database write.
 */
export const ClosedObject = <T extends TProperties>(properties: T, options: Omit<ObjectOptions, 'additionalProperties'> = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

/** A database id: positive and within PostgreSQL's integer, so no id can reach the database out of range. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const PhoneNumber = Type.String({ pattern: PHONE_PATTERN, description: '+998 and 9 digits' });
export const VerifyCode = Type.String({ pattern: VERIFY_CODE_PATTERN, description: `exactly ${VERIFY_CODE_LENGTH} digits` });
export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** A person's name as a customer, a staff account or a contact message gives it. */
export const FullName = Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH, pattern: '\\S', description: 'not blank' });
