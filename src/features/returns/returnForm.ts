import { MAX_RETURN_COMMENT, MAX_RETURN_PHOTOS } from '../../../contract/limits';
import { statusReason, toServerFailure } from '../../../machines/serverFailure';
import { wholeNumber } from '../../components/positiveInteger';
import type { CreateReturnBody, ReturnHandover, ReturnKind, ReturnReason } from './types';

/* The return dialog's form: what the shopper fills in, what is wrong with it, and the body createReturn takes. */

export const maxReturnPhotos = MAX_RETURN_PHOTOS;
export const maxReturnComment = MAX_RETURN_COMMENT;

export type ReturnDraft = {
  kind: ReturnKind;
  /** As typed in the field. */
  quantity: string;
  reason: ReturnReason | '';
  exchangeSizeVariantId: number | null;
  comment: string;
  /** Addresses of the uploaded photos. */
  photos: string[];
  handover: ReturnHandover;
};

export type ReturnProblems = {
  quantity?: 'quantityRange';
  reason?: 'chooseReason';
  exchange?: 'chooseSize';
  comment?: 'commentTooLong';
  photos?: 'tooManyPhotos';
};

export const emptyDraft: ReturnDraft = { kind: 'RETURN', quantity: '1', reason: '', exchangeSizeVariantId: null, comment: '', photos: [], handover: 'POST' };

/** Checks the draft against what the line may still ask for (`returnable` units). */
export function validateReturn(draft: ReturnDraft, returnable: number): ReturnProblems {
  const problems: ReturnProblems = {};
  const quantity = wholeNumber(draft.quantity);
  if (quantity === undefined || quantity < 1 || quantity > returnable) problems.quantity = 'quantityRange';
  if (draft.reason === '') problems.reason = 'chooseReason';
  if (draft.kind === 'EXCHANGE' && draft.exchangeSizeVariantId === null) problems.exchange = 'chooseSize';
  if (draft.comment.trim().length > maxReturnComment) problems.comment = 'commentTooLong';
  if (draft.photos.length > maxReturnPhotos) problems.photos = 'tooManyPhotos';
  return problems;
}

export const hasProblems = (problems: ReturnProblems): boolean => Object.keys(problems).length > 0;

/** The closed body of createReturn: an exchange names its size, a return names none; a blank comment is null. */
export function toCreateBody(draft: ReturnDraft, orderItemId: number): CreateReturnBody {
  const comment = draft.comment.trim();
  return {
    orderItemId,
    kind: draft.kind,
    quantity: wholeNumber(draft.quantity) ?? 0,
    reason: draft.reason as ReturnReason,
    comment: comment === '' ? null : comment,
    photos: draft.photos,
    handover: draft.handover,
    ...(draft.kind === 'EXCHANGE' ? { exchangeSizeVariantId: draft.exchangeSizeVariantId } : {}),
  };
}

/** The keys of returns.errors: why asking did not work. */
export type ReturnFailureReason =
  | 'network'
  | 'sessionExpired'
  | 'rateLimited'
  | 'checkFields'
  | 'windowClosed'
  | 'tooMany'
  | 'exchangeUnavailable'
  | 'alreadyAsked'
  | 'notFound'
  | 'failed';

export type ReturnFailure = {
  reason: ReturnFailureReason;
  /** The fields the answer names, in the form's words. */
  problems: ReturnProblems;
  /** The line's state moved on (or is not the shopper's): the dialog has no purpose any more. */
  close: boolean;
};

/** Reads createReturn's refusal (docs/api.md error body) into the toast's reason and the fields it names. */
export function returnFailure(error: unknown): ReturnFailure {
  const failure = toServerFailure(error);
  const fields = failure.fields ?? {};
  const problems: ReturnProblems = {};
  if (fields.quantity) problems.quantity = 'quantityRange';
  if (fields.reason) problems.reason = 'chooseReason';
  if (fields.exchangeSizeVariantId) problems.exchange = 'chooseSize';
  if (fields.comment) problems.comment = 'commentTooLong';
  if (fields.photos) problems.photos = 'tooManyPhotos';
  if (failure.status === 429) return { reason: 'rateLimited', problems: {}, close: false };
  if (failure.code === 'OUT_OF_STOCK') return { reason: 'exchangeUnavailable', problems: { exchange: 'chooseSize' }, close: false };
  const byStatus = statusReason(failure);
  switch (byStatus) {
    case 'network':
    case 'sessionExpired':
      return { reason: byStatus, problems: {}, close: false };
    case 'checkFields':
      return { reason: 'checkFields', problems, close: false };
    case 'forbidden':
    case 'notFound':
      return { reason: 'notFound', problems: {}, close: true };
    case 'conflict':
      if (fields.orderItemId) return { reason: 'windowClosed', problems: {}, close: true };
      if (fields.quantity) return { reason: 'tooMany', problems, close: false };
      if (fields.exchangeSizeVariantId) return { reason: 'exchangeUnavailable', problems, close: false };
      return { reason: 'alreadyAsked', problems: {}, close: true };
    default:
      return { reason: 'failed', problems: {}, close: false };
  }
}
