import { Type, type Static } from '@sinclair/typebox';
import { Image } from './common';
import { PICTURE_ORIENTATIONS } from './limits';

/** One photo of a product row (one colour of an item) as staff see it: the storefront's Image with its id. */
export const ProductPhoto = Type.Composite([Type.Object({ id: Type.Integer() }), Image]);
export type ProductPhoto = Static<typeof ProductPhoto>;

export const PictureOrientation = Type.Union(PICTURE_ORIENTATIONS.map((orientation) => Type.Literal(orientation)));
export type PictureOrientation = Static<typeof PictureOrientation>;

/** A category's two pictures after an upload. */
export const CategoryPictures = Type.Object({
  id: Type.Integer(),
  verticalImage: Type.Union([Type.String(), Type.Null()]),
  horizontalImage: Type.Union([Type.String(), Type.Null()]),
});
export type CategoryPictures = Static<typeof CategoryPictures>;
