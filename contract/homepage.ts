import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { BANNER_TARGET_TYPES, MAX_LOOK_IMAGES, MAX_LOOK_NAME, MAX_LOOK_PRODUCTS, MAX_SLIDER_PLACE, MAX_SLIDER_PRODUCTS } from './limits';
import { ClosedObject, Id } from './request';

/** What the staff's home page screens send and read: banners (karusel), small sliders and looks. */

export const BANNER_PICTURE_KINDS = ['desktop', 'mobile'] as const;
export type BannerPictureKind = (typeof BANNER_PICTURE_KINDS)[number];


/** An uploaded picture's address, to name in a banner or look body. */
export const UploadedPicture = Type.Object({ url: Type.String() });
export type UploadedPicture = Static<typeof UploadedPicture>;

/** A product as the staff's pickers and lists show it. */
export const HomeProduct = Type.Object({
  id: Type.Integer(),
  referenceNumber: Type.String(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  active: Type.Boolean(),
  image: Nullable(Type.String()),
});
export type HomeProduct = Static<typeof HomeProduct>;

export const StaffBanner = Type.Object({
  id: Type.Integer(),
  desktopImage: Type.String(),
  mobileImage: Type.String(),
  desktopImageRUS: Nullable(Type.String()),
  mobileImageRUS: Nullable(Type.String()),
  targetType: Type.Union(BANNER_TARGET_TYPES.map((type) => Type.Literal(type))),
  targetId: Type.Integer(),
  /** The target's name in Uzbek and Russian (null when it no longer exists). */
  targetName: Nullable(Type.Object({ uz: Type.String(), ru: Type.String() })),
  position: Type.Integer(),
  active: Type.Boolean(),
  startsAt: Nullable(Moment),
  endsAt: Nullable(Moment),
  /** Whether the storefront shows it now: active and within its dates. */
  live: Type.Boolean(),
  createdAt: Moment,
});
export type StaffBanner = Static<typeof StaffBanner>;

export const StaffSlider = Type.Object({
  id: Type.Integer(),
  placeNumber: Type.Integer(),
  category: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() }),
  /** The chosen products in order; none: the storefront shows the category's newest. */
  products: Type.Array(HomeProduct),
});
export type StaffSlider = Static<typeof StaffSlider>;

export const StaffLook = Type.Object({
  id: Type.Integer(),
  nameUZB: Nullable(Type.String()),
  nameRUS: Nullable(Type.String()),
  position: Type.Integer(),
  images: Type.Array(Type.String()),
  products: Type.Array(HomeProduct),
});
export type StaffLook = Static<typeof StaffLook>;

/* The requests: a banner, slider or look is sent whole, as it should be. */

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

/** The banners, sliders or looks in a new order. */
export const HomeReorderBody = ClosedObject({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true, description: 'every row once, first shown first' }),
});
export type HomeReorderBody = Static<typeof HomeReorderBody>;

export const SliderBody = ClosedObject({
  placeNumber: Type.Integer({ minimum: 1, maximum: MAX_SLIDER_PLACE, description: 'the row\'s place on the home page; one slider per place' }),
  categoryId: Id,
  productIds: Type.Array(Id, { maxItems: MAX_SLIDER_PRODUCTS, uniqueItems: true, description: 'in order; empty: the category\'s newest' }),
});
export type SliderBody = Static<typeof SliderBody>;

const LookName = Nullable(Type.String({ maxLength: MAX_LOOK_NAME, description: 'trimmed; blank or null: the shop names the look by its number' }));

export const LookBody = ClosedObject({
  nameUZB: LookName,
  nameRUS: LookName,
  images: Type.Array(Picture, { minItems: 1, maxItems: MAX_LOOK_IMAGES, uniqueItems: true, description: 'in order, first shown first' }),
  productIds: Type.Array(Id, { maxItems: MAX_LOOK_PRODUCTS, uniqueItems: true, description: 'in order' }),
});
export type LookBody = Static<typeof LookBody>;
