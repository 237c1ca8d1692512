import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { JOB_KINDS, JOB_STATES } from './jobs';

/** GET /api/jobs/staff/failed: an outgoing job the shop gave up on (docs/api.md "Staff: outgoing messages"). */
export const FailedJob = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(JOB_KINDS.map((kind) => Type.Literal(kind))),
  key: Type.String({ description: 'what the job does, e.g. sms:order:12:PAID' }),
  orderId: Nullable(Type.Integer({ description: 'the order it belongs to, its own or its payment’s' })),
  orderNumber: Nullable(Type.String()),
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Moment,
  finishedAt: Nullable(Moment),
});
export type FailedJob = Static<typeof FailedJob>;

/** POST /api/jobs/staff/retry/{id}: the job due again now, its attempts counted afresh. */
export const RetriedJob = Type.Object({
  id: Type.Integer(),
  state: Type.Union(JOB_STATES.map((state) => Type.Literal(state))),
  attempts: Type.Integer(),
  runAt: Moment,
});
export type RetriedJob = Static<typeof RetriedJob>;
