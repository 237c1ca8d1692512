import { codesMatch, describeWait, generateCode, nextSmsAllowedAt } from './codes';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('generateCode', () => {
  it('gives four digits, zero-padded', () => {
    const codes = Array.from({ length: 300 }, generateCode);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(200);
  });
});

describe('codesMatch', () => {
  it('matches only the same digits', () => {
    expect(codesMatch('0123', '0123')).toBe(true);
    expect(codesMatch('0123', '0124')).toBe(false);
    expect(codesMatch('0123', '123')).toBe(false);
    expect(codesMatch('0123', '01230')).toBe(false);
  });
});

describe('nextSmsAllowedAt', () => {
  it('allows the first SMS', () => {
    expect(nextSmsAllowedAt([], now)).toBeNull();
  });

  it('waits a minute after the last one', () => {
    expect(nextSmsAllowedAt([ago(20_000)], now)).toEqual(new Date(now.getTime() + 40_000));
    expect(nextSmsAllowedAt([ago(MINUTE)], now)).toBeNull();
  });

  it('allows 10 within a day and then waits until the oldest of them is a day old', () => {
    const nine = Array.from({ length: 9 }, (_, index) => ago((index + 1) * 10 * MINUTE));
    expect(nextSmsAllowedAt(nine, now)).toBeNull();
    const ten = [...nine, ago(23 * 60 * MINUTE)];
    expect(nextSmsAllowedAt(ten, now)).toEqual(new Date(now.getTime() + 60 * MINUTE));
  });

  it('forgets sends older than a day', () => {
    const old = Array.from({ length: 20 }, (_, index) => ago(DAY + index * MINUTE));
    expect(nextSmsAllowedAt(old, now)).toBeNull();
  });

  it('uses the later of the two waits', () => {
    const ten = [ago(10_000), ...Array.from({ length: 9 }, (_, index) => ago(DAY - (index + 1) * 1000))];
    expect(nextSmsAllowedAt(ten, now)).toEqual(new Date(now.getTime() + 50_000));
  });
});

describe('describeWait', () => {
  it('speaks in seconds, minutes, then a time of day', () => {
    expect(describeWait(new Date(now.getTime() + 30_000), now)).toBe('in 30 seconds');
    expect(describeWait(new Date(now.getTime() + 200), now)).toBe('in 1 second');
    expect(describeWait(new Date(now.getTime() + 10 * MINUTE), now)).toBe('in 10 minutes');
    expect(describeWait(new Date(now.getTime() + 5 * 60 * MINUTE), now)).toBe('after 17:00 UTC on 2026-11-20');
  });
});
