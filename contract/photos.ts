import { Type, type Static } from '@sinclair/typebox';
import { Image } from './common';

/** One photo of a product row (one colour of an item) as staff see it: the storefront's Image with its id. */
export const ProductPhoto = Type.Composite([Type.Object({ id: Type.Integer() }), Image]);
export type ProductPhoto = Static<typeof ProductPhoto>;

/** The most photos one colour keeps: a gallery staff can still order by hand. */
export const MAX_PHOTOS_PER_PRODUCT = 20;

export const PICTURE_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export const PictureOrientation = Type.Union(PICTURE_ORIENTATIONS.map((orientation) => Type.Literal(orientation)));
export type PictureOrientation = Static<typeof PictureOrientation>;

/** A category's two pictures after an upload. */
export const CategoryPictures = Type.Object({
  id: Type.Integer(),
  verticalImage: Type.Union([Type.String(), Type.Null()]),
  horizontalImage: Type.Union([Type.String(), Type.Null()]),
});
export type CategoryPictures = Static<typeof CategoryPictures>;

/** The refusals of an upload the staff app explains in its own words (docs/api.md "Staff: pictures"). */
export const PHOTO_ERROR_CODES = [
  'PAYLOAD_TOO_LARGE',
  'NOT_AN_IMAGE',
  'HEIC_NOT_ACCEPTED',
  'CORRUPT',
  'TOO_MANY_PIXELS',
  'UNSUPPORTED_FORMAT',
  'SERVICE_UNAVAILABLE',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];
