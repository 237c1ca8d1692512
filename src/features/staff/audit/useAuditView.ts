import { pageRequestOf, useListView, type ListAddress, type ListView } from '../kit/useListView';
import type { AuditRequest } from './api';
import { auditEntities } from './auditWords';

export const auditPageSizes = [20, 50, 100];

/** The log's filters as the address keeps them (?entity=&from=&to=, with the list's page and size). */
type AuditFilters = {
  entity: string;
  from: string;
  to: string;
};

export type AuditView = ListView<AuditFilters>;

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Without filters in the address: every entry, newest first. */
const auditAddress: ListAddress<AuditFilters> = {
  read: (params) => {
    const entity = params.get('entity') ?? '';
    return {
      entity: auditEntities.find((known) => known === entity) ?? '',
      from: isDay(params.get('from')) ? params.get('from')! : '',
      to: isDay(params.get('to')) ? params.get('to')! : '',
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.entity) params.set('entity', view.entity);
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
    return params;
  },
  sizes: auditPageSizes,
};

/** A range the server would refuse (to before from) is not asked for. */
export const rangeBackwards = (view: Pick<AuditView, 'from' | 'to'>) => view.from !== '' && view.to !== '' && view.to < view.from;

export function auditRequestOf(view: AuditView): AuditRequest {
  const request: AuditRequest = pageRequestOf(view);
  if (view.entity) request.entity = view.entity;
  if (view.from) request.from = view.from;
  if (view.to) request.to = view.to;
  return request;
}

/** The log's view and a way to change it. */
export const useAuditView = () => useListView(auditAddress);
