import { Type } from '@sinclair/typebox';
import { AuditEntry, STAFF_ROLES, StaffRole } from '../../contract/staff';
import { Page } from '../../contract/page';
import type { DomainPlugin } from '../http/app-type';
import { errors, page } from '../http/schemas';
import { auditPage } from './audit-page';
import { AuditQuery } from './audit-schemas';
import type { AuditNameHolders } from './holders';

const security = [{ bearer: [] }];

/** The staff roles there are, at /api/role. */
export const staffRolesPlugin: DomainPlugin = async (app) => {
  app.get('', {
    schema: { tags: ['staff'], security, summary: 'The staff roles', response: { 200: Type.Array(StaffRole), ...errors(401, 403) } },
  }, async () => [...STAFF_ROLES]);
};

/**
 * The audit log of staff changes, for an ADMIN only (registered in the staff scope's ADMIN part), at /api/audit; the
 * holders name what each entry is about.
 */
export const adminAuditPlugin = (holders: AuditNameHolders): DomainPlugin => async (app, { deps }) => {
  app.get('', {
    schema: {
      tags: ['staff'],
      security,
      summary: 'The audit log of staff changes, newest first, each with its staff member; by entity, row, staff member and Tashkent days from/to (ADMIN only)',
      querystring: AuditQuery,
      response: { 200: Page(AuditEntry), ...errors(400, 401, 403) },
    },
  }, async (request) => {
    const { query } = request;
    const found = await auditPage(deps.db, holders, query, { limit: query.size, offset: query.page * query.size });
    return page(found.rows, query, found.total);
  });
};
