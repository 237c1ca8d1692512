import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { Customer, EditCustomerBody, EditCustomerPasswordBody } from '../../contract/customer';
import { CustomerIdParams, errors } from '../http/schemas';
import type { CustomerHolders } from './holders';
import { detectImageType } from './image-type';
import { changeAvatar, changePassword, customerProfile, editProfile } from './service';

const tags = ['customers'];
const config = { auth: 'customer' as const };
const security = [{ bearer: [] }];

/** The answer to a password change: the same shape as a sign-in, with a token of the new session version. */
const SignedIn = Type.Object({ accessToken: Type.String(), customerId: Type.Integer() });

/**
 * For the OpenAPI document only: the multipart stream is read in the handler (request.file()), so Fastify
 * sees no parsed body (null), which this schema lets through.
 */
const ImageUpload = Type.Unsafe<unknown>({
  type: 'object',
  nullable: true,
  properties: { image: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, 5 MB at most' } },
  required: ['image'],
  additionalProperties: false,
});

/** The customer's own routes; the loyalty status of their profile is asked of loyalty/ through the holders. */
export const customersPlugin = (holders: CustomerHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getCustomerById/:customerId', {
    config,
    schema: {
      tags,
      security,
      summary: 'The signed-in customer with their loyalty status',
      params: CustomerIdParams,
      response: { 200: Customer, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => customerProfile(deps, holders, request.params.customerId));

  app.put('/editCustomer/:customerId', {
    config,
    schema: {
      tags,
      security,
      summary: 'Changes name, birth date and gender',
      params: CustomerIdParams,
      body: EditCustomerBody,
      response: { 200: Customer, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => editProfile(deps, holders, request.params.customerId, request.body));

  app.put('/editCustomerPassword/:customerId', {
    config,
    schema: {
      tags,
      security,
      summary: 'Changes the password (the current one is required) and signs out every other device: the answer is a fresh token',
      params: CustomerIdParams,
      body: EditCustomerPasswordBody,
      response: { 200: SignedIn, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => changePassword(deps, request.params.customerId, request.body));

  app.put('/editCustomerImage/:customerId', {
    config,
    schema: {
      tags,
      security,
      summary: 'Replaces the profile picture: multipart field "image", a JPEG, PNG or WebP of at most 5 MB',
      consumes: ['multipart/form-data'],
      params: CustomerIdParams,
      body: ImageUpload,
      response: { 200: Customer, ...errors(400, 401, 403, 404, 413) },
    },
  }, async (request) => {
    const bytes = await readImageField(request);
    const type = detectImageType(bytes);
    if (!type) throw badRequest('The file is not a JPEG, PNG or WebP picture', { image: 'must be a JPEG, PNG or WebP picture' });
    return changeAvatar(deps, holders, customerIdOf(request), bytes, type);
  });
};

/** The bytes of the multipart file field "image"; a body that is not a well-formed form is bad input (400). */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') {
      file?.file.resume();
      throw badRequest('Send the picture in the multipart field "image"', { image: 'is required' });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The picture is larger than 5 MB');
    return bytes;
  } catch (error) {
    // The plugin's own refusals (too large, not multipart, too many parts) carry their status already;
    // anything else is the form parser choking on a malformed body.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    throw badRequest('The upload is not a well-formed multipart form', { image: 'could not be read' });
  }
}
