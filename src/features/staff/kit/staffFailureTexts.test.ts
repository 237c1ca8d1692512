import { readStaffFailure } from '../staffFailure';
import { staffFailureReason, staffFailureTexts } from './staffFailureTexts';

/* Which entry of an area's words a failure takes: the sections' tests see the toasts, this the order of the fallbacks. */

const answer = (status: number, code?: string) => readStaffFailure({ status, data: { error: { code, message: 'refused' } } });

describe('staffFailureReason', () => {
  it('takes the refusal’s code where the area words it, and its status where it does not', () => {
    expect(staffFailureReason(answer(409, 'IN_USE'), staffFailureTexts.colours)).toBe('inUse');
    expect(staffFailureReason(answer(409, 'IN_USE'), staffFailureTexts.customers)).toBe('conflict');
    expect(staffFailureReason(answer(409, 'OUT_OF_STOCK'), staffFailureTexts.stock)).toBe('notEnough');
    expect(staffFailureReason(answer(400, 'CORRUPT'), staffFailureTexts.pictures)).toBe('picture');
  });

  it('falls to unknown when the area has no words for the status either', () => {
    expect(staffFailureReason(answer(409), staffFailureTexts.stock)).toBe('unknown');
    expect(staffFailureReason(answer(409), staffFailureTexts.communication)).toBe('unknown');
    expect(staffFailureReason(answer(500), staffFailureTexts.promotions)).toBe('unknown');
  });

  it('reads too many tries and a busy server only where the area words them', () => {
    expect(staffFailureReason(answer(429, 'RATE_LIMITED'), staffFailureTexts.communication)).toBe('rateLimited');
    expect(staffFailureReason(answer(429, 'RATE_LIMITED'), staffFailureTexts.homepage)).toBe('unknown');
    expect(staffFailureReason(answer(503, 'SERVICE_UNAVAILABLE'), staffFailureTexts.orderMoves)).toBe('unavailable');
    expect(staffFailureReason(answer(503, 'SERVICE_UNAVAILABLE'), staffFailureTexts.pictures)).toBe('picture');
    expect(staffFailureReason(answer(503), staffFailureTexts.promotions)).toBe('unknown');
  });

  it('keeps a reason the caller words itself (null), and the ended session, which has no words', () => {
    expect(staffFailureReason(answer(409), staffFailureTexts.products)).toBe('conflict');
    expect(staffFailureReason(answer(404), staffFailureTexts.notificationSend)).toBe('notFound');
    expect(staffFailureReason(answer(401, 'UNAUTHORIZED'), staffFailureTexts.reviews)).toBe('sessionExpired');
  });

  it('says a call with no answer is the network’s, whatever the area', () => {
    expect(staffFailureReason(readStaffFailure({ status: 'FETCH_ERROR', error: 'offline' }), staffFailureTexts.brands)).toBe('network');
    expect(staffFailureReason(readStaffFailure({ status: 'TIMEOUT_ERROR', error: 'slow' }), staffFailureTexts.pictures)).toBe('network');
  });
});
