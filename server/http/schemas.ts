import { Type, type ObjectOptions, type Static, type TProperties } from '@sinclair/typebox';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PHONE_PATTERN, VERIFY_CODE_LENGTH, VERIFY_CODE_PATTERN } from '../../contract/limits';
import { errorResponseSchema } from '../errors';

/** A database id: positive and within PostgreSQL's integer, so no id can reach the database out of range. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id });
export const CustomerIdParams = Type.Object({ customerId: Id });

export const PhoneNumber = Type.String({ pattern: PHONE_PATTERN, description: '+998 and 9 digits' });
export const VerifyCode = Type.String({ pattern: VERIFY_CODE_PATTERN, description: `exactly ${VERIFY_CODE_LENGTH} digits` });
export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
export const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/**
 * An object of a request body: a field the call does not list is refused (400, docs/api.md Conventions),
 * so nothing the client adds can reach a handler and from there a database write.
 */
export const ClosedObject = <T extends TProperties>(properties: T, options: Omit<ObjectOptions, 'additionalProperties'> = {}) =>
  Type.Object(properties, { ...options, additionalProperties: false });

export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type PageQuery = Static<typeof PageQuery>;

export function page<T>(content: T[], query: PageQuery, totalElements: number) {
  return { content, page: query.page, size: query.size, totalElements, totalPages: Math.ceil(totalElements / query.size) };
}

export const ErrorResponse = Type.Unsafe<{ error: { code: string; message: string } }>(errorResponseSchema);

/** The error answers a route can give, for its schema and the OpenAPI document. */
export function errors(...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 429>) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

export const NoContent = Type.Null({ description: 'No content' });
