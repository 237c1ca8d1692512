import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AddSizeBody, ProductStock, RenameSizeBody, ReorderSizesBody, SizeUsage, StockChangeBody } from '../../../contract/stock';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams } from '../../http/schemas';
import { InUseConflict, unlessInUse } from '../../http/in-use';
import { StockHistoryPage, StockHistoryQuery } from './schemas';
import type { CatalogueHolders } from '../holders';
import {
  addSize,
  changeStock,
  deleteProductSize,
  getProductStock,
  NotEnoughStockError,
  renameProductSize,
  reorderSizes,
  stockHistory,
} from './service';

const tags = ['stock (staff)'];
const security = [{ bearer: [] }];

/** 409 OUT_OF_STOCK of a removal: carries the quantity the size holds now. */
const NotEnoughStockResponse = Type.Object({
  error: Type.Object({ code: Type.Literal('OUT_OF_STOCK'), message: Type.String(), quantity: Type.Integer() }),
});

async function unlessTooMany(reply: FastifyReply, change: () => Promise<ProductStock>) {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof NotEnoughStockError)) throw error;
    return reply.code(409).send({ error: { code: 'OUT_OF_STOCK', message: error.message, quantity: error.quantity } });
  }
}

/**
 * The sizes and stock of a product row (one colour of an item) under /api/stock, either staff role. Paths with
 * a product's id: getProductStock, addSize, reorderSizes, getStockHistory; with a size's id: editSize,
 * deleteSize, changeStock. Every write answers the product's sizes as they are now, keeps an audit row (and a
 * stock change its history row) in its transaction, and ends the storefront's cache.
 */
/** The stock plugin; deleting a size asks `holders` whether an order or a cart names it. */
export const staffStockPlugin = (holders: CatalogueHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getProductStock/:id', {
    schema: { tags, security, summary: "A product row's colour and sizes with their stock", params: IdParams, response: { 200: ProductStock, ...errors(400, 401, 403, 404) } },
  }, async (request) => getProductStock(deps, request.params.id));

  app.post('/addSize/:id', {
    schema: {
      tags,
      security,
      summary: 'A new size of the product (unique within it, whatever the letter case), last in the order',
      params: IdParams,
      body: AddSizeBody,
      response: { 201: ProductStock, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await addSize(deps, staffIdOf(request), request.params.id, request.body)));

  app.put('/editSize/:id', {
    schema: { tags, security, summary: 'Renames a size', params: IdParams, body: RenameSizeBody, response: { 200: ProductStock, ...errors(400, 401, 403, 404, 409) } },
  }, async (request) => renameProductSize(deps, staffIdOf(request), request.params.id, request.body));

  app.put('/reorderSizes/:id', {
    schema: {
      tags,
      security,
      summary: "The product's sizes in a new order: every size id once",
      params: IdParams,
      body: ReorderSizesBody,
      response: { 200: ProductStock, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => reorderSizes(deps, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteSize/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a size no order or cart names; one that is named is refused with 409 IN_USE (set its stock to 0 instead)',
      params: IdParams,
      response: { 200: ProductStock, ...errors(400, 401, 403, 404), 409: InUseConflict(SizeUsage) },
    },
  }, async (request, reply) => unlessInUse(reply, () => deleteProductSize(deps, holders, staffIdOf(request), request.params.id)));

  app.post('/changeStock/:id', {
    schema: {
      tags,
      security,
      summary: "Sets, adds to or removes from a size's stock (remove needs a reason); never below 0: 409 OUT_OF_STOCK with the quantity held",
      params: IdParams,
      body: StockChangeBody,
      response: { 200: ProductStock, ...errors(400, 401, 403, 404), 409: NotEnoughStockResponse },
    },
  }, async (request, reply) => unlessTooMany(reply, () => changeStock(deps, staffIdOf(request), request.params.id, request.body)));

  app.get('/getStockHistory/:id', {
    schema: {
      tags,
      security,
      summary: "A page of the product's stock changes, newest first, optionally of one size (sizeId)",
      params: IdParams,
      querystring: StockHistoryQuery,
      response: { 200: StockHistoryPage, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => stockHistory(deps, holders, request.params.id, request.query));
};
