import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, NoContent, errors } from '../http/schemas';
import { AddLikedItemBody, FavouritesMerge, LikedItem, MergeLikedItemsBody } from '../../contract/favourites';
import { Id } from '../../contract/request';
import { mergeLikedItems } from './merge';
import { productExists } from '../catalogue/service';
import { deleteLikedItem, likeProduct, loadLikedItems } from './queries';

const tags = ['favourites'];
const security = [{ bearer: [] }];

export const favouritesPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: "The customer's favourites with their product cards, newest first",
      params: CustomerIdParams,
      response: { 200: Type.Array(LikedItem), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => loadLikedItems(deps.db, request.params.customerId, deps.clock.now()));

  app.post('/addLikedItem', {
    schema: {
      tags,
      security,
      summary: 'Likes a product: 201 with the new item, or 200 with the item when it was already liked',
      body: AddLikedItemBody,
      response: { 200: LikedItem, 201: LikedItem, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    const { customerId, productId } = request.body;
    if (!(await productExists(deps.db, productId))) throw notFound('Product');
    const now = deps.clock.now();
    const { item, created } = await likeProduct(deps.db, { customerId, productId, createdAt: now }, now);
    if (!item) throw notFound('Product');
    return reply.status(created ? 201 : 200).send(item);
  });

  app.post('/merge', {
    schema: {
      tags,
      security,
      summary: "Takes a visitor's favourites into the customer's: each product once; products no longer sold are listed, not added",
      body: MergeLikedItemsBody,
      response: { 200: FavouritesMerge, ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => mergeLikedItems(deps.db, request.body.customerId, request.body.productIds, deps.clock.now()));

  app.delete('/deleteLikedItem/:likedItemId', {
    schema: {
      tags,
      security,
      summary: 'Removes a product from the favourites',
      params: Type.Object({ likedItemId: Id }),
      response: { 204: NoContent, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'likedItemId', resource: 'likedItem' }] },
  }, async (request, reply) => {
    await deleteLikedItem(deps.db, customerIdOf(request), request.params.likedItemId);
    return reply.status(204).send(null);
  });
};
