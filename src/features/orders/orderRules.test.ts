import { canPay, isActive, splitOrders, stepIndex } from './orderRules';
import { order } from './testing/orderFixtures';

describe('order rules', () => {
  it('counts accepted, packed and sent orders as active, delivered and rejected ones as history', () => {
    expect(['NEW', 'PACK', 'SEND'].map((status) => isActive({ status: status as 'NEW' }))).toEqual([true, true, true]);
    expect(isActive({ status: 'REACHED' })).toBe(false);
    expect(isActive({ status: 'REJECTED' })).toBe(false);
  });

  it('places a status on the road, a rejected order nowhere', () => {
    expect(stepIndex('NEW')).toBe(0);
    expect(stepIndex('SEND')).toBe(2);
    expect(stepIndex('REACHED')).toBe(3);
    expect(stepIndex('REJECTED')).toBe(-1);
  });

  it('lets only an unpaid order that is not cancelled be paid', () => {
    expect(canPay({ paid: false, status: 'NEW', cancelledAt: null })).toBe(true);
    expect(canPay({ paid: true, status: 'NEW', cancelledAt: null })).toBe(false);
    expect(canPay({ paid: false, status: 'REJECTED', cancelledAt: null })).toBe(false);
    expect(canPay({ paid: false, status: 'NEW', cancelledAt: '2026-03-10T00:00:00Z' })).toBe(false);
  });

  it('splits the list into active and history, newest first', () => {
    const orders = [
      order(1, { status: 'REACHED', createdAt: '2026-01-01T10:00:00Z' }),
      order(2, { status: 'NEW', createdAt: '2026-03-01T10:00:00Z' }),
      order(3, { status: 'SEND', createdAt: '2026-03-05T10:00:00Z' }),
      order(4, { status: 'REJECTED', createdAt: '2026-02-01T10:00:00Z' }),
    ];
    const { active, history } = splitOrders(orders);
    expect(active.map((candidate) => candidate.id)).toEqual([3, 2]);
    expect(history.map((candidate) => candidate.id)).toEqual([4, 1]);
  });
});
