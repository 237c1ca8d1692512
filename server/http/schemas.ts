import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../contract/request';
import { errorResponseSchema } from '../errors';

/*
 * What routes share that is the server's alone: path params, paging, error answers. The request bodies and what
 * they are built from (ClosedObject, Id, PhoneNumber, ...) are the SPA's too: contract/request.ts and contract/<domain>.ts.
 */

export const IdParams = Type.Object({ id: Id });
export const CustomerIdParams = Type.Object({ customerId: Id });

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
