import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from '../../../contract/common';
import { BANNER_PICTURE_KINDS } from '../../../contract/homepage';
import { BANNER_TARGET_TYPES, MAX_LOOK_IMAGES, MAX_LOOK_NAME, MAX_LOOK_PRODUCTS, MAX_SLIDER_PLACE, MAX_SLIDER_PRODUCTS } from '../../../contract/limits';
import { ClosedObject, Id } from '../../http/schemas';

const Picture = Type.String({ minLength: 1, maxLength: 300, description: 'an address uploadPicture answered (or the one the row has now)' });

export const BannerBody = ClosedObject({
  desktopImage: Picture,
  mobileImage: Picture,
  desktopImageRUS: Type.Optional(Nullable(Picture)),
  mobileImageRUS: Type.Optional(Nullable(Picture)),
  targetType: Type.Union(BANNER_TARGET_TYPES.map((type) => Type.Literal(type))),
  targetId: { ...Id, description: 'the category, look or product the banner opens; it must exist' },
  active: Type.Optional(Type.Boolean({ default: true })),
  startsAt: Type.Optional(Nullable({ ...Moment, description: 'shown from this moment; null: at once' })),
  endsAt: Type.Optional(Nullable({ ...Moment, description: 'shown until this moment; null: no end; after startsAt' })),
});
export type BannerBody = Static<typeof BannerBody>;

export const BannerPictureQuery = Type.Object({ kind: Type.Union(BANNER_PICTURE_KINDS.map((kind) => Type.Literal(kind))) });

export const ReorderBody = ClosedObject({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true, description: 'every row once, first shown first' }),
});

export const SliderBody = ClosedObject({
  placeNumber: Type.Integer({ minimum: 1, maximum: MAX_SLIDER_PLACE, description: 'the row\'s place on the home page; one slider per place' }),
  categoryId: Id,
  productIds: Type.Array(Id, { maxItems: MAX_SLIDER_PRODUCTS, uniqueItems: true, description: 'in order; empty: the category\'s newest' }),
});
export type SliderBody = Static<typeof SliderBody>;

export const PlaceParams = Type.Object({ n: Type.Integer({ minimum: 1, maximum: MAX_SLIDER_PLACE }) });

const LookName = Nullable(Type.String({ maxLength: MAX_LOOK_NAME, description: 'trimmed; blank or null: the shop names the look by its number' }));

export const LookBody = ClosedObject({
  nameUZB: LookName,
  nameRUS: LookName,
  images: Type.Array(Picture, { minItems: 1, maxItems: MAX_LOOK_IMAGES, uniqueItems: true, description: 'in order, first shown first' }),
  productIds: Type.Array(Id, { maxItems: MAX_LOOK_PRODUCTS, uniqueItems: true, description: 'in order' }),
});
export type LookBody = Static<typeof LookBody>;
