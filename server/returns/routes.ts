import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CreateReturnBody, ReturnRequest, Returnability } from '../../contract/returns';
import { detectImageType } from '../customers/image-type';
import { AppError, badRequest } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, errors } from '../http/schemas';
import { storeReturnPhoto } from './photo-store';
import { OrderIdParams, ReturnIdParams } from './schemas';
import { createReturn, customerReturns, returnability, withdrawReturn } from './service';

const tags = ['returns'];
const security = [{ bearer: [] }];
const PHOTO_FIELD = 'file';

/**
 * For the OpenAPI document only: the multipart stream is read in the handler (request.file()), so Fastify sees no
 * parsed body (null), which this schema lets through (as the avatar's upload).
 */
const PhotoUpload = Type.Unsafe<unknown>({
  type: 'object',
  nullable: true,
  properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, 5 MB at most' } },
  required: [PHOTO_FIELD],
  additionalProperties: false,
});

/** The shopper's returns and exchanges (docs/api.md "Returns and exchanges"): their own orders and requests only. */
export const returnsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/returnability/:orderId', {
    schema: {
      tags,
      security,
      summary: 'What each line of a delivered order may still send back, the return deadlines, and the sizes an exchange may ask for',
      params: OrderIdParams,
      response: { 200: Returnability, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'orderId', resource: 'order' }] },
  }, async (request) => returnability(deps, request.params.orderId));

  app.post('/createReturn/:orderId', {
    schema: {
      tags,
      security,
      summary: 'Asks to return (money back) or exchange units of one line of a delivered order, within the return window',
      params: OrderIdParams,
      body: CreateReturnBody,
      response: { 201: ReturnRequest, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'orderId', resource: 'order' }] },
  }, async (request, reply) => reply.status(201).send(await createReturn(deps, customerIdOf(request), request.params.orderId, request.body)));

  app.post('/uploadPhoto', {
    schema: {
      tags,
      security,
      summary: 'A photo for a request: multipart field "file", a JPEG, PNG or WebP of at most 5 MB; answers its address',
      consumes: ['multipart/form-data'],
      body: PhotoUpload,
      response: { 201: Type.Object({ url: Type.String() }), ...errors(400, 401, 403, 413) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    const bytes = await readPhotoField(request);
    const type = detectImageType(bytes);
    if (!type) throw badRequest('The file is not a JPEG, PNG or WebP picture', { [PHOTO_FIELD]: 'must be a JPEG, PNG or WebP picture' });
    return reply.status(201).send({ url: await storeReturnPhoto(deps.media, bytes, type) });
  });

  app.post('/withdraw/:returnId', {
    schema: {
      tags,
      security,
      summary: 'Takes back a request staff have not answered yet (CLOSED)',
      params: ReturnIdParams,
      response: { 200: ReturnRequest, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'returnId', resource: 'returnRequest' }] },
  }, async (request) => withdrawReturn(deps, customerIdOf(request), request.params.returnId));

  app.get('/getAllByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: 'The customer’s return and exchange requests, newest first',
      params: CustomerIdParams,
      response: { 200: Type.Array(ReturnRequest), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerReturns(deps, request.params.customerId));
};

/** The bytes of the multipart file field "file" (the app's 5 MB limit); a body that is not a well-formed form is 400. */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PHOTO_FIELD) {
      file?.file.resume();
      throw badRequest(`Send the photo in the multipart field "${PHOTO_FIELD}"`, { [PHOTO_FIELD]: 'is required' });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The photo is larger than 5 MB');
    return bytes;
  } catch (error) {
    // The plugin's own refusals (too large, not multipart, too many parts) carry their status already;
    // anything else is the form parser choking on a malformed body.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw badRequest('The upload is not a well-formed multipart form', { [PHOTO_FIELD]: 'could not be read' });
  }
}
