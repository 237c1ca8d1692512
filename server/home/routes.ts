import { Type } from '@sinclair/typebox';
import { cached, type CachedDomainOptions } from '../catalogue/cache';
import { notFound } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { Image, Nullable } from '../../contract/common';
import { errors, IdParams } from '../http/schemas';
import { ProductCard } from '../../contract/product';
import { loyaltyStatuses } from '../loyalty/ladder';
import { activeBanners, lookCollection, sliders } from './queries';

const Banner = Type.Object({
  id: Type.Integer(),
  mobileImage: Type.String(),
  desktopImage: Type.String(),
  mobileImageRUS: Nullable(Type.String({ description: "the Russian page's picture; null: mobileImage serves both languages" })),
  desktopImageRUS: Nullable(Type.String({ description: "the Russian page's picture; null: desktopImage serves both languages" })),
  target: Type.Object({
    type: Type.Union([Type.Literal('category'), Type.Literal('look'), Type.Literal('product')]),
    id: Type.Integer(),
  }),
  targetName: Nullable(
    Type.Object({ uz: Type.String(), ru: Type.String() }, { description: "the name of what it opens, in each language: its link's name for those who cannot see the words drawn in its pictures; null when that is gone" }),
  ),
});

const Slider = Type.Object({
  placeNumber: Type.Integer(),
  category: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() }),
  products: Type.Array(ProductCard),
});

const HomePage = Type.Object({ banners: Type.Array(Banner), sliders: Type.Array(Slider) });

const Look = Type.Object({
  id: Type.Integer(),
  nameUZB: Nullable(Type.String({ description: 'null: the shop names the look by its number' })),
  nameRUS: Nullable(Type.String()),
  images: Type.Array(Image),
  products: Type.Array(ProductCard),
});

const LoyaltyStatus = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  minPoints: Type.Integer(),
  coupon: Nullable(Type.Object({ name: Type.String(), credit: Type.Integer(), validDays: Type.Integer() })),
});

export const homePlugin: DomainPlugin<CachedDomainOptions> = async (app, { deps, catalogueCache: cache }) => {

  app.get(
    '/api/homePage/getHomePage',
    {
      schema: {
        tags: ['home'],
        summary: 'Active banners, and the category sliders with their newest in-stock products',
        response: { 200: HomePage },
      },
      ...cached(cache),
    },
    async () => {
      const now = deps.clock.now();
      const [bannerList, sliderList] = await Promise.all([activeBanners(deps.db, now), sliders(deps.db, now)]);
      return { banners: bannerList, sliders: sliderList };
    },
  );

  app.get(
    '/api/lookCollection/getLookCollection',
    {
      schema: { tags: ['looks'], summary: 'Every look by position', response: { 200: Type.Array(Look) } },
      ...cached(cache),
    },
    async () => lookCollection(deps.db, deps.clock.now()),
  );

  app.get(
    '/api/lookCollection/getLookCollectionById/:id',
    {
      schema: { tags: ['looks'], summary: 'One look', params: IdParams, response: { 200: Look, ...errors(400, 404) } },
      ...cached(cache),
    },
    async (request) => {
      const [look] = await lookCollection(deps.db, deps.clock.now(), request.params.id);
      if (!look) throw notFound('Look');
      return look;
    },
  );

  app.get(
    '/api/status/getAllStatus',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The loyalty tiers by point threshold, with the coupon each awards',
        response: { 200: Type.Array(LoyaltyStatus) },
      },
      ...cached(cache),
    },
    async () => loyaltyStatuses(deps.db),
  );
};
