import { ModerateReviewBody, StaffReview } from '../../../contract/staff-reviews';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams, NoContent } from '../../http/schemas';
import { Page } from '../../../contract/page';
import { StaffReviewsQuery } from './schemas';
import { deleteReview, listStaffReviews, moderateReview } from './service';

const tags = ['reviews (staff)'];
const security = [{ bearer: [] }];

/** Review moderation under /api/review: either staff role lists, hides and shows. */
export const staffReviewsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllReviews', {
    schema: {
      tags,
      security,
      summary: 'Every review, newest first, hidden ones too, filtered by rating, visibility, product, text and date',
      querystring: StaffReviewsQuery,
      response: { 200: Page(StaffReview), ...errors(400, 401, 403) },
    },
  }, async (request) => listStaffReviews(deps, request.query));

  app.put('/moderateReview/:id', {
    schema: {
      tags,
      security,
      summary: 'Hides a review from the storefront with a reason, or shows it again',
      description: 'hidden true needs a reason (trimmed, not blank: else 400 fields.reason); hidden false clears it.',
      params: IdParams,
      body: ModerateReviewBody,
      response: { 200: StaffReview, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => moderateReview(deps, staffIdOf(request), request.params.id, request.body));

};

/** Only an ADMIN deletes a review (registered in the staff scope's ADMIN part), at /api/review. */
export const adminReviewsPlugin: DomainPlugin = async (app, { deps }) => {
  app.delete('/deleteReview/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a review for good (ADMIN only); the author may then review the product again',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteReview(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
