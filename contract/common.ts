import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A value or null: how the API sends a field it has no value for. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Image = Type.Object({ url: Type.String() });
export type Image = Static<typeof Image>;

export const Color = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  colorCode: Type.String(),
});
export type Color = Static<typeof Color>;

/** A moment in time as the API writes it: ISO 8601 in UTC, e.g. "2026-03-14T09:30:00.000Z". */
export const Moment = Type.String({ format: 'date-time' });
