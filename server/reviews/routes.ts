import { Type } from '@sinclair/typebox';
import { AddReviewBody, AverageRating, CustomerReview, ProductReview, ReviewedProduct } from '../../contract/review';
import { cached, type CachedDomainOptions } from '../catalogue/cache';
import type { DomainPlugin } from '../http/app-type';
import { CustomerIdParams, errors, PageQuery } from '../http/schemas';
import { Page } from '../../contract/page';
import { customerReviews, unreviewedProducts } from './queries';
import { ProductIdParams } from './schemas';
import { addReview, ratingOfProduct, reviewsOfProduct } from './service';

const tags = ['reviews'];
const security = [{ bearer: [] }];

// The public reads share the catalogue's cache: a new review ends it (see service.ts), like any catalogue write.
export const reviewsPlugin: DomainPlugin<CachedDomainOptions> = async (app, { deps, catalogueCache: cache }) => {
  app.get('/getReviewsByProductId/:productId', {
    schema: {
      tags,
      summary: "A page of a product's reviews, newest first; authors by first name and initial",
      params: ProductIdParams,
      querystring: PageQuery,
      response: { 200: Page(ProductReview), ...errors(400, 404) },
    },
    ...cached(cache),
  }, async (request) => reviewsOfProduct(deps.db, request.params.productId, request.query));

  app.get('/getAverageRating/:productId', {
    schema: {
      tags,
      summary: "A product's average rating (one decimal, 0 without reviews) and how many reviews it has",
      params: ProductIdParams,
      response: { 200: AverageRating, ...errors(400, 404) },
    },
    ...cached(cache),
  }, async (request) => ratingOfProduct(deps.db, request.params.productId));

  app.get('/getReviewsByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: "The customer's reviews with their products, newest first",
      params: CustomerIdParams,
      response: { 200: Type.Array(CustomerReview), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerReviews(deps.db, request.params.customerId));

  app.get('/getUnreviewedByCustomerId/:customerId', {
    schema: {
      tags,
      security,
      summary: 'Products that reached the customer and are not reviewed yet, once each, latest order first',
      params: CustomerIdParams,
      response: { 200: Type.Array(ReviewedProduct), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => unreviewedProducts(deps.db, request.params.customerId));

  app.post('/addReview', {
    schema: {
      tags,
      security,
      summary: 'Reviews a product that reached the customer, once per product',
      description:
        'A missing rating is 400 with fields.rating "rate first", empty content fields.content "write a review". ' +
        '409 NOT_RECEIVED unless an order of the customer holding the product has status REACHED; ' +
        '409 DUPLICATE for a second review of the same product.',
      body: AddReviewBody,
      response: { 201: CustomerReview, ...errors(400, 401, 403, 404, 409) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    const review = await addReview(deps.db, request.body, deps.clock.now());
    return reply.status(201).send(review);
  });
};
