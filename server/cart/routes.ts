import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, NoContent, errors } from '../http/schemas';
import { deleteCartItems, loadCart } from './queries';
import { AddCartItemBody, CartLine, CartMerge, ChangeCartItemBody, DeleteCartItemGroupBody, MergeCartBody } from '../../contract/cart';
import { mergeCartItems } from './merge';
import { CartItemIdParams } from './schemas';
import { addCartItem, changeCartItem } from './service';

const tags = ['cart'];
const security = [{ bearer: [] }];

export const cartPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/byCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: "The customer's cart, newest line first",
      params: CustomerIdParams,
      response: { 200: Type.Array(CartLine), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => loadCart(deps.db, request.params.customerId, deps.clock.now()));

  app.post('/addCartItem', {
    schema: {
      tags,
      security,
      summary: 'Puts a size of a product in the cart; the same size again adds up in one line',
      body: AddCartItemBody,
      response: { 201: CartLine, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    const line = await addCartItem(deps.db, request.body, deps.clock.now());
    return reply.status(201).send(line);
  });

  app.post('/merge', {
    schema: {
      tags,
      security,
      summary: "Takes a visitor's cart into the customer's: same sizes add up within stock and the line limit; lines that cannot go are listed",
      body: MergeCartBody,
      response: { 200: CartMerge, ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => mergeCartItems(deps.db, request.body.customerId, request.body.items, deps.clock.now()));

  // A static path: Fastify matches it before the parametric '/:cartItemId' below.
  app.delete('/deleteCartItemGroup', {
    schema: {
      tags,
      security,
      summary: 'Removes several lines at once; nothing is removed unless every line is the caller’s',
      body: DeleteCartItemGroupBody,
      response: { 204: NoContent, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'body', key: 'cartIds', resource: 'cartItem' }] },
  }, async (request, reply) => {
    await deleteCartItems(deps.db, customerIdOf(request), request.body.cartIds);
    return reply.status(204).send(null);
  });

  app.put('/:cartItemId', {
    schema: {
      tags,
      security,
      summary: "Changes a line's size or colour (another variant) and quantity; merges into a line of that variant",
      params: CartItemIdParams,
      body: ChangeCartItemBody,
      response: { 200: CartLine, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'cartItemId', resource: 'cartItem' }] },
  }, async (request) => changeCartItem(deps.db, customerIdOf(request), request.params.cartItemId, request.body, deps.clock.now()));

  app.delete('/:cartItemId', {
    schema: {
      tags,
      security,
      summary: 'Removes a line from the cart',
      params: CartItemIdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'cartItemId', resource: 'cartItem' }] },
  }, async (request, reply) => {
    await deleteCartItems(deps.db, customerIdOf(request), [request.params.cartItemId]);
    return reply.status(204).send(null);
  });
};
