import { type ComponentType, lazy } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts downloading the screen's code (once); settles when it is here. */
  ready: () => Promise<unknown>;
};

/**
 * A screen whose code loads apart, like `React.lazy`, that draws at once when that code is already here
 * (decision 031). A screen opened directly starts its code as the app starts (route-prefetch.ts) and
 * main.tsx waits for it before the first draw. With `lazy` alone the screen would still suspend once:
 * the shell's spinner would paint first (decision 031).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // Until the code is here the lazy one stands in (and suspends); it never commits once `loaded` is set,
  // because its boundary draws this component again, which then returns the loaded screen.
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { ready: start });
}
