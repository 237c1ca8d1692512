import { Type, type Static } from '@sinclair/typebox';
import { Image } from './common';
import { MAX_PHOTOS_PER_PRODUCT, PICTURE_ORIENTATIONS } from './limits';
import { ClosedObject, Id } from './request';

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

/** PUT /api/product/staff/reorderPhotos/{id}: the product's photos in a new order. */
export const ReorderPhotosBody = ClosedObject({
  imageIds: Type.Array(Id, { maxItems: MAX_PHOTOS_PER_PRODUCT, description: "each of the product's photo ids once, first shown first" }),
});
export type ReorderPhotosBody = Static<typeof ReorderPhotosBody>;
