import { FailedJob, RetriedJob } from '../../contract/staff-jobs';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors, IdParams, PageQuery } from '../http/schemas';
import { Page } from '../../contract/page';
import type { JobHolders } from './holders';
import { listFailedJobs, retryFailedJob } from './service';

const tags = ['outgoing jobs (staff)'];
const security = [{ bearer: [] }];
/*
 * Either staff role reads and retries: managers run the orders whose SMS and receipts these are, and a retry only
 * sends again what the shop already decided to send (its key lets the receiving side drop a repeat). It is audited.
 */

/** The outbox's jobs that gave up, under /api/jobs (docs/api.md "Staff: outgoing messages"). */
export const staffJobsPlugin = (holders: JobHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/staff/failed', {
    schema: {
      tags,
      security,
      summary: 'Outgoing jobs (SMS, Click fiscal submissions) given up after their last attempt, newest first',
      querystring: PageQuery,
      response: { 200: Page(FailedJob), ...errors(400, 401, 403) },
    },
  }, async (request) => listFailedJobs(deps, holders, request.query));

  app.post('/staff/retry/:id', {
    schema: {
      tags,
      security,
      summary: 'Makes a FAILED job due now, its attempts counted afresh (audited); 409 when it is not FAILED',
      params: IdParams,
      response: { 200: RetriedJob, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => retryFailedJob(deps, staffIdOf(request), request.params.id));
};
