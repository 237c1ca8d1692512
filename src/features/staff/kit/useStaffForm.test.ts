import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useStaffForm } from './useStaffForm';

const initial = { kind: 'add', quantity: '', reason: '' };
const check = (values: typeof initial) => ({
  ...(values.quantity ? {} : { quantity: 'Quantity?' }),
  ...(values.reason ? {} : { reason: 'Why?' }),
});

describe('useStaffForm', () => {
  it('forgets the named fields’ problems, or every field’s, without their values changing', () => {
    const { result } = renderHook(() => useStaffForm({ initial, idPrefix: 'test', check }));
    act(() => result.current.submit(() => undefined)());
    expect([result.current.problemOf('quantity'), result.current.problemOf('reason')]).toEqual(['Quantity?', 'Why?']);

    act(() => result.current.forget('reason'));
    expect([result.current.problemOf('quantity'), result.current.problemOf('reason')]).toEqual(['Quantity?', undefined]);

    act(() => result.current.forget());
    expect(result.current.problemOf('quantity')).toBeUndefined();
    expect(result.current.values).toEqual(initial);
  });

  it('forgets the server’s message too, which the next send shows again while the server still gives it', () => {
    const { result } = renderHook(() => useStaffForm({ initial: { ...initial, quantity: '5', reason: 'sold' }, idPrefix: 'test', check, refused: { quantity: 'Only 2 left' } }));
    expect(result.current.problemOf('quantity')).toBe('Only 2 left');

    act(() => result.current.forget());
    expect(result.current.problemOf('quantity')).toBeUndefined();

    const save = jest.fn();
    act(() => result.current.submit(save)());
    expect(save).toHaveBeenCalledWith({ kind: 'add', quantity: '5', reason: 'sold' });
    expect(result.current.problemOf('quantity')).toBe('Only 2 left');
  });

  it('puts the named fields, or every field, back to their initial values, their problems forgotten', () => {
    const { result } = renderHook(() => useStaffForm({ initial, idPrefix: 'test', check, refused: { quantity: 'Only 2 left' } }));
    act(() => result.current.set('kind', 'remove'));
    act(() => result.current.set('reason', 'sold'));
    act(() => result.current.submit(() => undefined)());
    expect(result.current.problemOf('quantity')).toBe('Quantity?');

    act(() => result.current.reset('quantity', 'reason'));
    expect(result.current.values).toEqual({ kind: 'remove', quantity: '', reason: '' });
    expect([result.current.problemOf('quantity'), result.current.problemOf('reason')]).toEqual([undefined, undefined]);

    act(() => result.current.reset());
    expect(result.current.values).toEqual(initial);
  });

  it('keeps a form’s event from sending the page, and focuses the first problem, or a field it is asked to', () => {
    document.body.innerHTML = '<input id="test-quantity" /><input id="test-reason" />';
    const { result } = renderHook(() => useStaffForm({ initial: { ...initial, quantity: '5' }, idPrefix: 'test', check }));
    const event = { preventDefault: jest.fn() } as unknown as FormEvent;
    const save = jest.fn();

    act(() => result.current.submit(save)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('test-reason'));

    act(() => result.current.focus('quantity'));
    expect(document.activeElement).toBe(document.getElementById('test-quantity'));
  });

  it('is dirty while a value differs from what it opened with, by content', () => {
    const opened = { name: 'Uzr', ids: [1, 2] };
    // The caller may pass a new object each render: the first one counts.
    const { result, rerender } = renderHook(({ given }) => useStaffForm({ initial: given, idPrefix: 'test', check: () => ({}) }), { initialProps: { given: opened } });
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('ids', [1, 2]));
    rerender({ given: { name: 'Other', ids: [] } });
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', 'Uzr!'));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('name', 'Uzr'));
    expect(result.current.dirty).toBe(false);
  });
});
