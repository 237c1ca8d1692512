import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type Preloadable<Props extends object> = ComponentType<Props> & { preload(): Promise<unknown> };

export function isPreloadable(type: unknown): type is Preloadable<object> {
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';
}

/**
 * React.lazy that can be fetched ahead with `preload()`. React.lazy suspends on its first render even when the code
 * is already here (a resolved promise still answers a moment later), so the parent paints once without it and once
 * with it; once `preload()` has settled, this one renders in the same pass as its parent. The page a shopper lands
 * on thus appears with the header in one paint.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableComponent(props: Props) {
    // Chosen once per mount: turning from the lazy wrapper to the loaded component later would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
