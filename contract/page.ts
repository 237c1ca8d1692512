import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A page of a list endpoint (docs/api.md, Conventions): its items and where it stands in the whole list. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });
/** The same page as a type, for the SPA, which takes only types from contract/ (docs/architecture.md). */
export type Page<Item> = Static<ReturnType<typeof Page<TUnsafe<Item>>>>;

/** A page whose total is counted only up to a cap: `totalIsCapped` says there are more than `totalElements`. */
export const CappedPage = <T extends TSchema>(item: T) =>
  Type.Object({
    ...Page(item).properties,
    totalIsCapped: Type.Boolean({ description: 'true: more than totalElements match (the count stops there); narrow the search' }),
  });
export type CappedPage<Item> = Static<ReturnType<typeof CappedPage<TUnsafe<Item>>>>;
