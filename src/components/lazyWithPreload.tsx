import { lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P = object> = ComponentType<P> & {
  /** Loads the component's code; once it resolves, a new mount renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy plus preload(). A component whose code was preloaded mounts at once, without its
 * Suspense fallback: the app's first render on a page pre-rendered at build time (src/prerender)
 * then replaces that page in one frame, instead of going through a spinner. Each mount keeps the
 * component it started with, so a load that finishes while the lazy one is mounted never remounts it.
 */
export function lazyWithPreload<P extends object = object>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next render or preload tries again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Preloadable.preload = () => start().then(() => undefined);
  return Preloadable;
}
