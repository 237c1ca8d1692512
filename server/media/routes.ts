import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { errors } from '../http/schemas';
import { garmentSvg } from './garment-art';
import { isGarmentKind } from './garment-kinds';
import { SvgMemo } from './memo';
import { registerPhotoFiles } from './photos/photo-files';
import { bannerSvg, categorySvg, lookSvg } from './scenes';
import { FOREVER, sendMedia } from './store/serve';
import { uploadCacheControl, uploadKey } from './uploads';
import { LOOK_GARMENTS_PATTERN, parseLookGarments } from './urls';

const SVG_TYPE = 'image/svg+xml';

const GarmentParams = Type.Object({
  kind: Type.String({ maxLength: 40, description: 'tshirt, dress, trousers, jacket, ... (unknown: 404)' }),
  view: Type.Union([Type.Literal('front'), Type.Literal('back'), Type.Literal('detail')]),
  hex: Type.String({ pattern: '^[0-9a-fA-F]{6}$', description: 'the colour, 6 hex digits' }),
});
const CategoryParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  orientation: Type.Union([Type.Literal('vertical'), Type.Literal('horizontal')]),
});
const BannerParams = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 1000 }),
  language: Type.Union([Type.Literal('uz'), Type.Literal('ru')], { description: 'the language of its words' }),
  format: Type.Union([Type.Literal('mobile'), Type.Literal('desktop')]),
});
const BannerQuery = Type.Object({
  garments: Type.Optional(Type.String({ pattern: LOOK_GARMENTS_PATTERN, description: "garments drawn instead of the theme's, as a look picture names them (the first three)" })),
});
const LookParams = Type.Object({
  layout: Type.Union([Type.Literal('flat'), Type.Literal('worn')]),
  garments: Type.String({
    pattern: LOOK_GARMENTS_PATTERN,
    description: 'the garments drawn, kind-rrggbb joined by _, in the order of the look\'s products (an unknown kind: 404)',
  }),
});
const SvgResponse = { 200: Type.String({ description: 'the SVG document' }), ...errors(400, 404) };
const svgSchema = { response: SvgResponse, tags: ['media'], produces: [SVG_TYPE] };
const UploadParams = Type.Object({ '*': Type.String({ maxLength: 512 }) });

export const mediaPlugin: DomainPlugin = async (app, { deps }) => {
  const memo = new SvgMemo();
  // Generated pictures depend only on their address, so browsers may keep them for good (FOREVER).

  app.get('/garment/:kind/:view/:hex.svg', { schema: { ...svgSchema, params: GarmentParams, summary: 'A garment picture in one colour' } }, async (request, reply) => {
    const { kind, view } = request.params;
    const hex = request.params.hex.toLowerCase();
    if (!isGarmentKind(kind)) throw notFound('Garment kind');
    const svg = memo.get(`garment/${kind}/${view}/${hex}`, () => garmentSvg(kind, view, hex));
    return reply.type(SVG_TYPE).header('cache-control', FOREVER).send(svg);
  });

  app.get('/category/:slug/:orientation.svg', { schema: { ...svgSchema, params: CategoryParams, summary: "A category's cover" } }, async (request, reply) => {
    const { slug, orientation } = request.params;
    const svg = memo.get(`category/${slug}/${orientation}`, () => categorySvg(slug, orientation));
    if (!svg) throw notFound('Category picture');
    return reply.type(SVG_TYPE).header('cache-control', FOREVER).send(svg);
  });

  app.get(
    '/banner/:number/:language/:format.svg',
    { schema: { ...svgSchema, params: BannerParams, querystring: BannerQuery, summary: 'A home page banner in one language' } },
    async (request, reply) => {
      const { number, language, format } = request.params;
      const list = request.query.garments;
      const shown = list === undefined ? undefined : parseLookGarments(list, isGarmentKind);
      if (list !== undefined && shown === undefined) throw notFound('Garment kind');
      const svg = memo.get(`banner/${number}/${language}/${format}/${list?.toLowerCase() ?? ''}`, () => bannerSvg(number, format, language, shown));
      if (!svg) throw notFound('Banner');
      return reply.type(SVG_TYPE).header('cache-control', FOREVER).send(svg);
    },
  );

  app.get('/look/:layout/:garments.svg', { schema: { ...svgSchema, params: LookParams, summary: "A look's picture of the garments it names" } }, async (request, reply) => {
    const { layout } = request.params;
    const garments = parseLookGarments(request.params.garments, isGarmentKind);
    if (!garments) throw notFound('Garment kind');
    const svg = memo.get(`look/${layout}/${request.params.garments.toLowerCase()}`, () => lookSvg(layout, garments));
    return reply.type(SVG_TYPE).header('cache-control', FOREVER).send(svg);
  });

  registerPhotoFiles(app, deps.media);

  app.get(
    '/uploads/*',
    {
      schema: {
        params: UploadParams,
        response: { 200: Type.Unknown({ description: 'the image' }), 304: Type.Null({ description: 'not modified (If-None-Match)' }), ...errors(404) },
        tags: ['media'],
        summary: 'An uploaded image (avatars), from the media store, with a strong ETag',
        produces: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      },
    },
    async (request, reply) => {
      const key = uploadKey(request.url, request.params['*']);
      const found = key === undefined ? undefined : await deps.media.get(key);
      if (!key || !found) throw notFound('File');
      return sendMedia(request, reply, found, uploadCacheControl(key, FOREVER));
    },
  );
};
