import { MAX_REVIEW_LENGTH } from '../../../contract/limits';
import { hasProblems, problemsFromServer, validateReview } from './reviewForm';

describe('validateReview', () => {
  it('asks for a rating first and for text', () => {
    expect(validateReview({ rating: null, content: '' })).toEqual({ rating: 'rateFirst', content: 'writeReview' });
    expect(validateReview({ rating: null, content: 'Juda yoqdi' })).toEqual({ rating: 'rateFirst' });
    expect(validateReview({ rating: 4, content: '' })).toEqual({ content: 'writeReview' });
  });

  it('counts only spaces as no text', () => {
    expect(validateReview({ rating: 5, content: '   \n\t ' })).toEqual({ content: 'writeReview' });
  });

  it('accepts 1 to 5 whole stars only', () => {
    expect(validateReview({ rating: 1, content: 'ok' })).toEqual({});
    expect(validateReview({ rating: 5, content: 'ok' })).toEqual({});
    expect(validateReview({ rating: 0, content: 'ok' })).toEqual({ rating: 'rateFirst' });
    expect(validateReview({ rating: 6, content: 'ok' })).toEqual({ rating: 'rateFirst' });
    expect(validateReview({ rating: 3.5, content: 'ok' })).toEqual({ rating: 'rateFirst' });
  });

  it('refuses text over the server’s limit, counting it trimmed', () => {
    expect(validateReview({ rating: 4, content: `  ${'a'.repeat(MAX_REVIEW_LENGTH)}  ` })).toEqual({});
    expect(validateReview({ rating: 4, content: 'a'.repeat(MAX_REVIEW_LENGTH + 1) })).toEqual({ content: 'tooLong' });
  });
});

describe('hasProblems and problemsFromServer', () => {
  it('tells a clean form from one with problems', () => {
    expect(hasProblems({})).toBe(false);
    expect(hasProblems({ content: 'writeReview' })).toBe(true);
  });

  it('maps the server’s refused fields to the form’s words', () => {
    expect(problemsFromServer(undefined)).toEqual({});
    expect(problemsFromServer({ rating: 'rate first' })).toEqual({ rating: 'rateFirst' });
    expect(problemsFromServer({ content: 'write a review', other: 'x' })).toEqual({ content: 'writeReview' });
  });
});
