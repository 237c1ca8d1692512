import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { BANNER_TARGET_TYPES } from './limits';

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
