import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A value or null: how the API sends a field it has no value for. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A picture. `url` alone: a generated SVG (the seed) or an uploaded avatar. An uploaded product photo adds its
 * upright size and `srcset`: AVIF and WebP at up to three widths ("/media/photos/ab/ab...avif 400w, ..."), `url`
 * being its 800 px WebP, the fallback.
 */
export const Image = Type.Object({
  url: Type.String(),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
  srcset: Type.Optional(Type.Object({ avif: Type.String(), webp: Type.String() })),
});
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
