import { MAX_REVIEW_LENGTH } from '../../../contract/limits';

export type ReviewDraft = { rating: number | null; content: string };
export type ReviewProblems = { rating?: 'rateFirst'; content?: 'writeReview' | 'tooLong' };

/** A review needs a rating (1-5 stars) and text; the text is sent trimmed. */
export function validateReview(draft: ReviewDraft): ReviewProblems {
  const problems: ReviewProblems = {};
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.rating = 'rateFirst';
  const content = draft.content.trim();
  if (content.length === 0) problems.content = 'writeReview';
  else if (content.length > MAX_REVIEW_LENGTH) problems.content = 'tooLong';
  return problems;
}

export function hasProblems(problems: ReviewProblems): boolean {
  return problems.rating !== undefined || problems.content !== undefined;
}

/** A 400 VALIDATION answer names the fields it refused; they map onto the form's own words. */
export function problemsFromServer(fields: Record<string, string> | undefined): ReviewProblems {
  if (!fields) return {};
  const problems: ReviewProblems = {};
  if (fields.rating) problems.rating = 'rateFirst';
  if (fields.content) problems.content = 'writeReview';
  return problems;
}
