import { whenPageSettled } from './whenPageSettled';

beforeEach(() => jest.useFakeTimers());

describe('whenPageSettled', () => {
  it('waits for the shopper to engage with the loaded page, then for an idle moment', () => {
    const task = jest.fn();
    whenPageSettled(task);
    jest.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after a while without anyone, and never once cancelled', () => {
    const unattended = jest.fn();
    whenPageSettled(unattended);
    jest.advanceTimersByTime(10_001);
    expect(unattended).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenPageSettled(cancelled)();
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(20_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
