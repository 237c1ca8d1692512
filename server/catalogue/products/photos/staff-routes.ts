import { Type } from '@sinclair/typebox';
import { CategoryPictures, PictureOrientation, ProductPhoto, ReorderPhotosBody } from '../../../../contract/photos';
import type { DomainPlugin } from '../../../http/app-type';
import type { CatalogueHolders } from '../../holders';
import { staffIdOf } from '../../../http/guard';
import { ErrorResponse, IdParams, errors } from '../../../http/schemas';
import { photoStoreFor } from '../../../media/photos/photo-urls';
import { addProductPhoto, changeCategoryPicture, deleteProductPhoto, listProductPhotos, reorderProductPhotos, type PhotoDeps } from './service';
import { answeringRefusals, PHOTO_FIELD, readPhotoField } from '../../../media/images/upload';

const security = [{ bearer: [] }];
const tags = ['pictures (staff)'];
const Photos = Type.Array(ProductPhoto);

/**
 * For the OpenAPI document only: the multipart stream is read in the handler (request.file()), so Fastify sees no
 * parsed body (null), which this schema lets through.
 */
const PhotoUpload = Type.Unsafe<unknown>({
  type: 'object',
  nullable: true,
  properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'a JPEG, PNG or WebP photo of at most 15 MB and 40 megapixels' } },
  required: [PHOTO_FIELD],
  additionalProperties: false,
});
/** An upload's answers: the refusals of the pipeline (400 with a typed code, 413) and a busy pipeline (503, Retry-After). */
const uploadErrors = { ...errors(400, 401, 403, 404, 413), 415: ErrorResponse, 503: ErrorResponse };

const PictureQuery = Type.Object({ orientation: PictureOrientation });

/*
 * Staff (either role) manage the photos of a product row (one colour) and the categories' pictures. Every change
 * is written with its audit record in one transaction and ends the storefront's catalogue cache.
 */

/** A product row's photos, at /api/product/staff. */
export const staffPhotosPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  const photoDeps: PhotoDeps = { deps, store: photoStoreFor(deps.media), holders };

  app.get('/getPhotos/:id', {
    schema: { tags, security, summary: "A product's photos in the storefront's order", params: IdParams, response: { 200: Photos, ...errors(400, 401, 403, 404) } },
  }, async (request) => listProductPhotos(photoDeps, request.params.id));

  app.post('/uploadPhoto/:id', {
    schema: {
      tags,
      security,
      summary: 'Adds a photo after the product\'s last one: multipart field "image", JPEG, PNG or WebP; answers the photos in order',
      consumes: ['multipart/form-data'],
      params: IdParams,
      body: PhotoUpload,
      response: { 201: Photos, ...uploadErrors, 409: ErrorResponse },
    },
  }, async (request, reply) => {
    const bytes = await readPhotoField(request);
    return answeringRefusals(reply, async () => reply.code(201).send(await addProductPhoto(photoDeps, staffIdOf(request), request.params.id, bytes)));
  });

  app.put('/reorderPhotos/:id', {
    schema: {
      tags,
      security,
      summary: "The product's photos in a new order: every photo id once",
      params: IdParams,
      body: ReorderPhotosBody,
      response: { 200: Photos, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => reorderProductPhotos(photoDeps, staffIdOf(request), request.params.id, request.body.imageIds));

  app.delete('/deletePhoto/:id', {
    schema: {
      tags,
      security,
      summary: "Deletes one photo (by its id); answers the product's remaining photos in order",
      params: IdParams,
      response: { 200: Photos, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => deleteProductPhoto(photoDeps, staffIdOf(request), request.params.id));
};

/** A category's two pictures, at /api/categories. */
export const staffCategoryPicturesPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  const photoDeps: PhotoDeps = { deps, store: photoStoreFor(deps.media), holders };

  app.post('/uploadPicture/:id', {
    schema: {
      tags,
      security,
      summary: 'A category\'s vertical or horizontal picture from an upload: multipart field "image", JPEG, PNG or WebP',
      consumes: ['multipart/form-data'],
      params: IdParams,
      querystring: PictureQuery,
      body: PhotoUpload,
      response: { 200: CategoryPictures, ...uploadErrors },
    },
  }, async (request, reply) => {
    const bytes = await readPhotoField(request);
    return answeringRefusals(reply, () => changeCategoryPicture(photoDeps, staffIdOf(request), request.params.id, request.query.orientation, bytes));
  });
};
