import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { isPreloadable, preloadableLazy } from './preloadableLazy';

function Greeting({ name }: { name: string }) {
  return <p>Salom, {name}</p>;
}

function renderInSuspense(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Yuklanmoqda</p>}>
      <Component name="Dilnoza" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('suspends on its first render like React.lazy when nothing was preloaded', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    renderInSuspense(Lazy);

    expect(screen.getByText('Yuklanmoqda')).toBeInTheDocument();
    expect(await screen.findByText('Salom, Dilnoza')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in the same pass once preloaded, and loads the code once', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    renderInSuspense(Lazy);

    expect(screen.getByText('Salom, Dilnoza')).toBeInTheDocument();
    expect(screen.queryByText('Yuklanmoqda')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderInSuspense(Lazy);

    expect(screen.getByText('Salom, Dilnoza')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells preloadable components from others', () => {
    expect(isPreloadable(preloadableLazy(async () => Greeting))).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable('div')).toBe(false);
  });
});
