import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { errors } from '../http/schemas';
import { Dashboard, DashboardPeriod } from '../../contract/staffDashboard';
import { dashboard } from './service';

const DashboardQuery = Type.Object({
  period: Type.Optional({ ...DashboardPeriod, default: 'today', description: 'today (by the hour), 7d or 30d (by the Tashkent day)' }),
});

/** The staff dashboard (docs/api.md "Staff: dashboard"), under /api/staff. */
export const staffDashboardPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/dashboard', {
    schema: {
      tags: ['dashboard (staff)'],
      security: [{ bearer: [] }],
      summary: 'Orders, revenue, average basket, paid share, best sellers, new customers and the revenue series of a period',
      querystring: DashboardQuery,
      response: { 200: Dashboard, ...errors(400, 401, 403) },
    },
  }, async (request) => dashboard(deps, request.query.period ?? 'today'));
};
