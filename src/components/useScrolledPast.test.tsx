import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useScrolledPast } from './useScrolledPast';

function Probe() {
  return <p>{useScrolledPast(50) ? 'scrolled' : 'top'}</p>;
}

describe('useScrolledPast', () => {
  it('hydrates a page scrolled before its scripts ran as the server drew it, then reads the scroll', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    window.scrollY = 400;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('scrolled');
    // Unmounted, so its scroll listener does not outlive the test.
    act(() => root?.unmount());
    window.scrollY = 0;
    container.remove();
  });
});
