import { useSearchParams } from 'react-router-dom';
import type { AuditRequest } from './api';
import { auditEntities } from './auditWords';

export const auditPageSizes = [20, 50, 100];

/** The log's view as the address keeps it (?entity=&from=&to=&page=&size=), so Back and a reload keep it. */
export type AuditView = {
  entity: string;
  from: string;
  to: string;
  /** 1-based, as the address shows it. */
  page: number;
  size: number;
};

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Without filters in the address: every entry, newest first. */
export function readAuditView(params: URLSearchParams): AuditView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  const entity = params.get('entity') ?? '';
  return {
    entity: auditEntities.find((known) => known === entity) ?? '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: auditPageSizes.includes(size) ? size : auditPageSizes[0]!,
  };
}

function writeAuditView(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.entity) params.set('entity', view.entity);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== auditPageSizes[0]) params.set('size', String(view.size));
  return params;
}

/** A range the server would refuse (to before from) is not asked for. */
export const rangeBackwards = (view: Pick<AuditView, 'from' | 'to'>) => view.from !== '' && view.to !== '' && view.to < view.from;

export function auditRequestOf(view: AuditView): AuditRequest {
  const request: AuditRequest = { page: view.page - 1, size: view.size };
  if (view.entity) request.entity = view.entity;
  if (view.from) request.from = view.from;
  if (view.to) request.to = view.to;
  return request;
}

/** The view and a way to change it; any change but a page turn starts again at page 1. */
export function useAuditView() {
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const change = (next: Partial<AuditView>) => setParams(writeAuditView({ ...view, ...next, page: next.page ?? 1 }), { replace: true });
  return { view, change };
}
