import { Type } from '@sinclair/typebox';
import { AddOrderBody, CheckPromoCodeBody, Order, OrderCheckout, PayOrderBody, PromoCodeCheck } from '../../contract/order';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, errors } from '../http/schemas';
import { shopOrigin } from '../http/shop-origin';
import type { OrderHolders } from './holders';
import { OrderIdParams } from './schemas';
import { checkPromoCode, customerOrders, orderById, payOrder, placeOrder } from './service';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const ordersPlugin = (holders: OrderHolders): DomainPlugin => async (app, { deps }) => {
  app.post('/addOrder', {
    schema: {
      tags,
      security,
      summary: 'Places an order from cart lines: prices, coupon or promo code, delivery and stock in one transaction; answers where to pay',
      body: AddOrderBody,
      response: { 201: OrderCheckout, ...errors(400, 401, 403, 404, 409) },
    },
    config: {
      auth: 'customer',
      owns: [
        { from: 'body', key: 'cartItemIds', resource: 'cartItem' },
        { from: 'body', key: 'addressId', resource: 'address' },
        { from: 'body', key: 'couponCustomerId', resource: 'couponCustomer' },
      ],
    },
  }, async (request, reply) => reply.status(201).send(await placeOrder(deps, holders, request.body, shopOrigin(request, deps.config))));

  app.post('/checkPromoCode', {
    schema: {
      tags,
      security,
      summary: 'What a promo code would take off an order of these cart lines now; 404 or 409 with fields.promoCode saying why not',
      body: CheckPromoCodeBody,
      response: { 200: PromoCodeCheck, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer', owns: [{ from: 'body', key: 'cartItemIds', resource: 'cartItem' }] },
  }, async (request) => checkPromoCode(deps, request.body));

  app.post('/payOrder/:orderId', {
    schema: {
      tags,
      security,
      summary: 'A fresh payment address for the caller’s unpaid order, possibly with another provider',
      params: OrderIdParams,
      body: PayOrderBody,
      response: { 200: OrderCheckout, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'orderId', resource: 'order' }] },
  }, async (request) => payOrder(deps, holders, customerIdOf(request), request.params.orderId, { ...request.body, shopUrl: shopOrigin(request, deps.config) }));

  app.get('/getOrderById/:orderId', {
    schema: {
      tags,
      security,
      summary: 'One of the caller’s orders (the payment pop-up reads its `paid`)',
      params: OrderIdParams,
      response: { 200: Order, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'orderId', resource: 'order' }] },
  }, async (request) => orderById(deps, holders, request.params.orderId));

  app.get('/getAllByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: 'The customer’s orders, newest first',
      params: CustomerIdParams,
      response: { 200: Type.Array(Order), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerOrders(deps, holders, request.params.customerId));
};
