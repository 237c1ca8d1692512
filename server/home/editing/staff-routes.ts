import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BannerBody, HomeReorderBody, LookBody, SliderBody, StaffBanner, StaffLook, StaffSlider, UploadedPicture } from '../../../contract/homepage';
import type { AppDeps } from '../../deps';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { ErrorResponse, errors, IdParams } from '../../http/schemas';
import { photoStoreFor } from '../../media/photos/photo-urls';
import { addBanner, deleteBanner, editBanner, listBanners, reorderBanners } from './banner-service';
import {
  addLook,
  addSlider,
  deleteLook,
  deleteSlider,
  editLook,
  editSlider,
  listLooks,
  listSliders,
  reorderLooks,
  reorderSliders,
  sliderByPlace,
} from './collection-service';
import { uploadHomePicture, type HomepageDeps, type PictureUse } from './pictures';
import { BannerPictureQuery, PlaceParams } from './schemas';
import { InUseConflict, unlessInUse } from '../../http/in-use';
import { answeringRefusals, PHOTO_FIELD, readPhotoField } from '../../media/images/upload';

const security = [{ bearer: [] }];
const bannerTags = ['banners (staff)'];
const sliderTags = ['small sliders (staff)'];
const lookTags = ['looks (staff)'];

/** For the OpenAPI document only: the multipart stream is read in the handler, so Fastify sees no parsed body. */
const PictureUpload = Type.Unsafe<unknown>({
  type: 'object',
  nullable: true,
  properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'a JPEG, PNG or WebP picture of at most 15 MB and 40 megapixels' } },
  required: [PHOTO_FIELD],
  additionalProperties: false,
});
const uploadErrors = { ...errors(400, 401, 403, 413), 415: ErrorResponse, 503: ErrorResponse };
const LookConflict = InUseConflict(Type.Object({ banners: Type.Integer() }));

/** The home page's part of the app's dependencies, and a picture upload through the photo pipeline. */
function homepageRoutes(deps: AppDeps) {
  const homepage: HomepageDeps = { deps, store: photoStoreFor(deps.media) };
  const upload = async (request: FastifyRequest, reply: FastifyReply, use: PictureUse) => {
    const bytes = await readPhotoField(request);
    return answeringRefusals(reply, async () => reply.code(201).send(await uploadHomePicture(homepage, use, bytes)));
  };
  return { homepage, upload };
}

/*
 * The staff's home page (docs/api.md "Staff: home page"): the carousel's banners (/api/karusel), the small sliders
 * (/api/smallSlider) and the looks (/api/lookCollection, whose public reads are cached, so the staff's list is under
 * .../staff/). Either staff role; every change is audited in its transaction and ends the catalogue cache.
 */

/** The carousel's banners, at /api/karusel. */
export const staffBannersPlugin: DomainPlugin = async (app, { deps }) => {
  const { homepage, upload } = homepageRoutes(deps);
  app.get('/getAllKarusels', {
    schema: { tags: bannerTags, security, summary: 'Every banner by position, live or not', response: { 200: Type.Array(StaffBanner), ...errors(401, 403) } },
  }, async () => listBanners(homepage));

  app.post('/uploadPicture', {
    schema: {
      tags: bannerTags,
      security,
      summary: 'Stores a banner picture (multipart "image"; desktop up to 1600 px wide, mobile 800) and answers its address for a save',
      consumes: ['multipart/form-data'],
      querystring: BannerPictureQuery,
      body: PictureUpload,
      response: { 201: UploadedPicture, ...uploadErrors },
    },
  }, async (request, reply) => upload(request, reply, request.query.kind));

  app.post('/addKarusel', {
    schema: { tags: bannerTags, security, summary: 'A new banner, last in the carousel', body: BannerBody, response: { 201: StaffBanner, ...errors(400, 401, 403) } },
  }, async (request, reply) => reply.code(201).send(await addBanner(homepage, staffIdOf(request), request.body)));

  app.put('/editKarusel/:id', {
    schema: { tags: bannerTags, security, summary: 'Changes a banner', params: IdParams, body: BannerBody, response: { 200: StaffBanner, ...errors(400, 401, 403, 404) } },
  }, async (request) => editBanner(homepage, staffIdOf(request), request.params.id, request.body));

  app.put('/reorderKarusels', {
    schema: { tags: bannerTags, security, summary: 'The banners in a new order: every banner id once', body: HomeReorderBody, response: { 200: Type.Array(StaffBanner), ...errors(400, 401, 403, 409) } },
  }, async (request) => reorderBanners(homepage, staffIdOf(request), request.body.ids));

  app.delete('/deleteKarusel/:id', {
    schema: { tags: bannerTags, security, summary: 'Deletes a banner; answers it', params: IdParams, response: { 200: StaffBanner, ...errors(400, 401, 403, 404) } },
  }, async (request) => deleteBanner(homepage, staffIdOf(request), request.params.id));
};

/** The small sliders, at /api/smallSlider. */
export const staffSlidersPlugin: DomainPlugin = async (app, { deps }) => {
  const { homepage } = homepageRoutes(deps);
  app.get('/getAllSmallSliders', {
    schema: { tags: sliderTags, security, summary: 'Every small slider by place number, with its chosen products', response: { 200: Type.Array(StaffSlider), ...errors(401, 403) } },
  }, async () => listSliders(homepage));

  app.get('/getByPlaceNumber/:n', {
    schema: { tags: sliderTags, security, summary: 'The slider at one place', params: PlaceParams, response: { 200: StaffSlider, ...errors(400, 401, 403, 404) } },
  }, async (request) => sliderByPlace(homepage, request.params.n));

  app.post('/addSmallSlider', {
    schema: { tags: sliderTags, security, summary: 'A new small slider', body: SliderBody, response: { 201: StaffSlider, ...errors(400, 401, 403, 409) } },
  }, async (request, reply) => reply.code(201).send(await addSlider(homepage, staffIdOf(request), request.body)));

  app.put('/editSmallSlider/:id', {
    schema: { tags: sliderTags, security, summary: 'Changes a slider', params: IdParams, body: SliderBody, response: { 200: StaffSlider, ...errors(400, 401, 403, 404, 409) } },
  }, async (request) => editSlider(homepage, staffIdOf(request), request.params.id, request.body));

  app.put('/reorderSmallSliders', {
    schema: { tags: sliderTags, security, summary: 'Place numbers 1, 2, 3, ... in this order: every slider id once', body: HomeReorderBody, response: { 200: Type.Array(StaffSlider), ...errors(400, 401, 403, 409) } },
  }, async (request) => reorderSliders(homepage, staffIdOf(request), request.body.ids));

  app.delete('/deleteSmallSlider/:id', {
    schema: { tags: sliderTags, security, summary: 'Deletes a slider; answers it', params: IdParams, response: { 200: StaffSlider, ...errors(400, 401, 403, 404) } },
  }, async (request) => deleteSlider(homepage, staffIdOf(request), request.params.id));
};

/** The looks, at /api/lookCollection (their public reads are cached, so the staff's list is under /staff/). */
export const staffLooksPlugin: DomainPlugin = async (app, { deps }) => {
  const { homepage, upload } = homepageRoutes(deps);
  app.get('/staff/getAllLooks', {
    schema: { tags: lookTags, security, summary: 'Every look by position, with its pictures and products', response: { 200: Type.Array(StaffLook), ...errors(401, 403) } },
  }, async () => listLooks(homepage));

  app.post('/uploadPicture', {
    schema: {
      tags: lookTags,
      security,
      summary: 'Stores a look picture (multipart "image", up to 800 px wide) and answers its address for a save',
      consumes: ['multipart/form-data'],
      body: PictureUpload,
      response: { 201: UploadedPicture, ...uploadErrors },
    },
  }, async (request, reply) => upload(request, reply, 'look'));

  app.post('/addLookCollection', {
    schema: { tags: lookTags, security, summary: 'A new look, last', body: LookBody, response: { 201: StaffLook, ...errors(400, 401, 403) } },
  }, async (request, reply) => reply.code(201).send(await addLook(homepage, staffIdOf(request), request.body)));

  app.put('/editLookCollection/:id', {
    schema: { tags: lookTags, security, summary: 'Changes a look', params: IdParams, body: LookBody, response: { 200: StaffLook, ...errors(400, 401, 403, 404) } },
  }, async (request) => editLook(homepage, staffIdOf(request), request.params.id, request.body));

  app.put('/reorderLookCollections', {
    schema: { tags: lookTags, security, summary: 'The looks in a new order: every look id once', body: HomeReorderBody, response: { 200: Type.Array(StaffLook), ...errors(400, 401, 403, 409) } },
  }, async (request) => reorderLooks(homepage, staffIdOf(request), request.body.ids));

  app.delete('/deleteLookCollectionById/:id', {
    schema: {
      tags: lookTags,
      security,
      summary: 'Deletes a look no banner opens (409 IN_USE otherwise); answers it',
      params: IdParams,
      response: { 200: StaffLook, ...errors(400, 401, 403, 404), 409: LookConflict },
    },
  }, async (request, reply) => unlessInUse(reply, () => deleteLook(homepage, staffIdOf(request), request.params.id)));
};
