import type { AuditEntry } from '../../../../contract/staff';
import { staffTaggedApi } from '../api';
import type { Page } from '../../../../contract/page';

/** GET /api/audit's filters (docs/api.md "Staff: catalogue"); page is 0-based, as the server counts. */
export type AuditRequest = { entity?: string; from?: string; to?: string; page: number; size: number };

export type AuditPage = Page<AuditEntry>;

const auditTag = { type: 'StaffAudit' as const, id: 'LIST' };

/** The audit log, read only (ADMIN): the refresh button reads it again through the tag. */
export const auditApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffAudit'] }).injectEndpoints({
  endpoints: (builder) => ({
    getAudit: builder.query<AuditPage, AuditRequest>({
      query: (request) => ({ url: '/api/audit', params: request }),
      providesTags: [auditTag],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
export const refreshAudit = () => auditApi.util.invalidateTags([auditTag]);
