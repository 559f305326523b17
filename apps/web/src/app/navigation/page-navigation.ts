import { createPath, NavigationType, type Location, type Navigator, type To } from 'react-router';

/** What the router shows: a location, and how it was reached (the scroll manager restores positions on Back). */
export interface PageView {
  action: NavigationType;
  location: Location;
}

/** What the router is told: a page is being made ready (show that something is coming), or a page to show. */
export interface NavigationEvents {
  loading(): void;
  show(view: PageView): void;
}

/** A history entry's state, written as React Router's own history writes it, so entries of either read the same. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

function currentLocation(): Location {
  const entry = (window.history.state ?? {}) as EntryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** An address as the browser writes it, resolved against the page's (React Router hands over absolute paths). */
function urlOf(to: To): URL {
  return new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
}

function locationOf(to: To, state: unknown): Location {
  const { pathname, search, hash } = urlOf(to);
  return { pathname, search, hash, state: state ?? null, key: Math.random().toString(36).slice(2, 10) };
}

/** Writes a new entry (or replaces the current one); a browser refusing (too many in a row) loads the page instead. */
function record(location: Location, replace: boolean) {
  const entry: EntryState = { usr: location.state, key: location.key };
  const href = createPath(location);
  try {
    if (replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
  } catch {
    window.location.assign(href);
  }
}

/**
 * The browser's history for React Router's declarative `<Router>`, where a navigation to another page (another path)
 * shows it only once `prepare` has made it ready: its code loaded and its loader's reads in the cache (decision 023).
 * Until then the current page stays, with its title, and a new entry is written only when the page is shown. Links,
 * `navigate()`, `<Navigate>` and Back/Forward all come here. A change of query alone (a listing's page, sort or
 * filters) is shown at once: the page keeps its results on screen while the next arrive, and answers each click.
 * The newest navigation wins: one still loading when another starts is dropped.
 */
export function createPageNavigation(prepare: (location: Location) => Promise<unknown>) {
  let shownPath = window.location.pathname;
  let latest = 0;
  let events: NavigationEvents | null = null;

  async function go(action: NavigationType, location: Location, replace?: boolean) {
    const id = ++latest;
    if (location.pathname !== shownPath) {
      events?.loading();
      await prepare(location).catch(() => undefined);
      if (id !== latest) return;
    }
    if (replace !== undefined) record(location, replace);
    shownPath = location.pathname;
    events?.show({ action, location });
  }

  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation: (to) => {
      const { pathname, search, hash } = urlOf(to);
      return { pathname, search, hash };
    },
    go: (delta) => window.history.go(delta),
    push: (to, state) => void go(NavigationType.Push, locationOf(to, state), false),
    replace: (to, state) => void go(NavigationType.Replace, locationOf(to, state), true),
  };

  return {
    navigator,
    /** The page the document was opened on. */
    initialView: (): PageView => ({ action: NavigationType.Pop, location: currentLocation() }),
    /** Starts telling `handlers` what to show; Back and Forward are followed from then on. Returns how to stop. */
    listen(handlers: NavigationEvents): () => void {
      events = handlers;
      const onPop = () => void go(NavigationType.Pop, currentLocation());
      window.addEventListener('popstate', onPop);
      return () => {
        events = null;
        window.removeEventListener('popstate', onPop);
      };
    },
  };
}

export type PageNavigation = ReturnType<typeof createPageNavigation>;
