import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AddProductBody, DeletedProduct, EditProductBody, EditRefnumberBody, StaffProduct } from '../../../../contract/staff';
import type { DomainPlugin } from '../../../http/app-type';
import { staffIdOf } from '../../../http/guard';
import { errors, IdParams } from '../../../http/schemas';
import { CappedPage } from '../../../../contract/page';
import { StaffProductsQuery } from './schemas';
import type { CatalogueHolders } from '../../holders';
import {
  addProduct,
  deleteProduct,
  editProduct,
  editReferenceNumber,
  getStaffProduct,
  listStaffProducts,
  publishProduct,
  StaleVersionError,
} from './service';

const security = [{ bearer: [] }];

/** A 409: DUPLICATE, or CONFLICT "changed meanwhile" carrying the product as it is stored now. */
const ConflictResponse = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    current: Type.Optional(StaffProduct),
  }),
});

/** Runs a save; a stale version answers 409 with the stored product, so the editor sees the new values. */
async function unlessStale<T>(reply: FastifyReply, save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return reply.code(409).send({ error: { code: 'CONFLICT', message: error.message, current: error.current } });
  }
}

const tags = ['products (staff)'];

/**
 * The staff's catalogue: the product list and edits at /api/product (the paths of the existing staff app; the two
 * reads whose names the storefront's public, cached reads already use live under /api/product/staff/). Every change is
 * written with its audit record in one transaction and ends the storefront's cache. Deleting a product asks
 * `holders` whether anything that must outlive it names it.
 */
export const staffProductsPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/staff/getAllProducts', {
    schema: {
      tags,
      security,
      summary: 'A page of every product (inactive and drafts too), sorted, filtered by category, active flag and draft state, searched by name or reference number',
      querystring: StaffProductsQuery,
      response: { 200: CappedPage(StaffProduct), ...errors(400, 401, 403) },
    },
  }, async (request) => listStaffProducts(deps, request.query));

  app.get('/staff/getProductById/:id', {
    schema: { tags, security, summary: 'Every stored field of one product, inactive too', params: IdParams, response: { 200: StaffProduct, ...errors(400, 401, 403, 404) } },
  }, async (request) => getStaffProduct(deps, request.params.id));

  app.post('/addProduct', {
    schema: {
      tags,
      security,
      summary: 'A new product (one colour of an item); the reference number is unique within its colour',
      body: AddProductBody,
      response: { 201: StaffProduct, ...errors(400, 401, 403), 409: ConflictResponse },
    },
  }, async (request, reply) => reply.code(201).send(await addProduct(deps, staffIdOf(request), request.body)));

  app.put('/editProduct/:id', {
    schema: {
      tags,
      security,
      summary: 'The whole product as it should be, naming the version read; a stale version is 409 with the current product',
      params: IdParams,
      body: EditProductBody,
      response: { 200: StaffProduct, ...errors(400, 401, 403, 404), 409: ConflictResponse },
    },
  }, async (request, reply) => unlessStale(reply, () => editProduct(deps, staffIdOf(request), request.params.id, request.body)));

  app.post('/publishProduct/:id', {
    schema: {
      tags,
      security,
      summary: 'Puts a draft on sale: 409 NOT_READY naming what it lacks (a photo, a size in stock); a published product is answered as it is',
      params: IdParams,
      response: { 200: StaffProduct, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => publishProduct(deps, staffIdOf(request), request.params.id));

  app.put('/editRefnumber/:id', {
    schema: {
      tags,
      security,
      summary: 'A new reference number, naming the version read',
      params: IdParams,
      body: EditRefnumberBody,
      response: { 200: StaffProduct, ...errors(400, 401, 403, 404), 409: ConflictResponse },
    },
  }, async (request, reply) => unlessStale(reply, () => editReferenceNumber(deps, staffIdOf(request), request.params.id, request.body)));

  app.delete('/deleteProduct/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes the product, or deactivates it when an order, review or look names it (the answer says which)',
      params: IdParams,
      response: { 200: DeletedProduct, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => deleteProduct(deps, holders, staffIdOf(request), request.params.id));
};
