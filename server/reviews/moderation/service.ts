import { invalidateCatalogue } from '../../catalogue/cache';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import { page } from '../../http/schemas';
import type { ModerateReviewBody, StaffReview } from '../../../contract/staff-reviews';
import { writeAudit } from '../../staff/audit';
import { deleteReviewRow, setReviewHidden, staffReviewById, staffReviewPage } from './queries';
import type { StaffReviewsQuery } from './schemas';

/** Review moderation: staff hide a review with a reason (it leaves the storefront), show it again, or delete it. */

export async function listStaffReviews(deps: AppDeps, query: StaffReviewsQuery) {
  if (query.from && query.to && query.from > query.to) throw badRequest('The period ends before it starts', { to: 'is before from' });
  const { rows, total } = await staffReviewPage(deps.db, query);
  return page(rows, query, total);
}

function hidingReason(body: ModerateReviewBody): string | null {
  if (!body.hidden) return null;
  const reason = body.reason?.trim() ?? '';
  if (!reason) throw badRequest('Say why the review is hidden', { reason: 'is required to hide a review' });
  return reason;
}

export async function moderateReview(deps: AppDeps, userId: number, id: number, body: ModerateReviewBody): Promise<StaffReview> {
  const reason = hidingReason(body);
  const now = deps.clock.now();
  const { review, changed } = await deps.db.transaction(async (tx) => {
    const before = await staffReviewById(tx, id, true);
    if (!before) throw notFound('Review');
    // Showing a shown review changes nothing; hiding a hidden one again keeps its first moment and takes the new reason.
    if (reason === null && !before.hidden) return { review: before, changed: false };
    if (reason !== null && before.hidden && before.hiddenReason === reason) return { review: before, changed: false };
    const at = before.hidden && before.hiddenAt ? new Date(before.hiddenAt) : now;
    await setReviewHidden(tx, id, reason === null ? null : { at, reason, by: userId });
    const after = (await staffReviewById(tx, id))!;
    await writeAudit(tx, { userId, action: reason === null ? 'SHOW' : 'HIDE', entity: 'review', entityId: id, before, after }, now);
    return { review: after, changed: true };
  });
  // The product's page, its reviews and every card carrying its rating are cached: the change shows at once.
  if (changed) invalidateCatalogue();
  return review;
}

export async function deleteReview(deps: AppDeps, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await staffReviewById(tx, id, true);
    if (!before) throw notFound('Review');
    await deleteReviewRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'review', entityId: id, before, after: null }, now);
  });
  invalidateCatalogue();
}
