import { createContext, lazy, useContext, type ComponentType } from 'react';

/** Loads of every preloadable component by id. */
const loaders = new Map<string, () => Promise<void>>();

/**
 * The ids of the preloadable components a server render showed (the server entry provides a set per page). The page
 * names them in its data, and the browser loads them all before it hydrates: a part still loading while the rest
 * hydrates would be rendered again in the browser at the first update reaching it, and flash (decision 015).
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/** A component whose code loads ahead with `preload()` (settles when loaded; rejects when the code did not load). */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code loads on first render, like React.lazy (it suspends meanwhile), that can also be loaded
 * ahead (`preloadParts`, or its own `preload`). Once loaded it renders at once, without suspending, which is what
 * hydration needs, and a page shown after a navigation (decision 023).
 */
export function preloadable<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (err: unknown) => {
        loading = null; // a later render may try again (a chunk that failed on a bad connection)
        throw err;
      },
    ));
  loaders.set(id, preload);
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Preloadable(props: P) {
    useContext(RenderedPartsContext)?.add(id);
    // React.lazy suspends on its first render even when the code is there; a loaded component is rendered directly.
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Preloadable.displayName = `Preloadable(${id})`;
  return Object.assign(Preloadable, { preload });
}

/** Loads the named components (unknown ids are skipped); settles when all have loaded or failed. */
export function preloadParts(ids: readonly string[]): Promise<void> {
  return Promise.allSettled(ids.map((id) => loaders.get(id)?.())).then(() => undefined);
}
