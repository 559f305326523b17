import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { PageNavigation } from './page-navigation';

/** A thin bar over the top of the page, shown only while the next page loads (so never in a server render). */
const BAR_STYLE = {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  background: 'var(--wine-700)',
  zIndex: 1000,
} as const;

/**
 * While the next page loads, the current one stays on screen: a bar says so, and the page's main region is marked busy
 * for assistive technology (`aria-busy` on `#main`, which the layout renders).
 */
function PageLoading() {
  useEffect(() => {
    const main = document.getElementById('main');
    main?.setAttribute('aria-busy', 'true');
    return () => main?.removeAttribute('aria-busy');
  }, []);
  return <div role="progressbar" aria-label="Loading the page" style={BAR_STYLE} />;
}

/**
 * React Router's declarative `<Router>` on the browser's history, showing a page once it is ready
 * (`createPageNavigation`, decision 023). As its `BrowserRouter` does, a new location renders in a transition.
 */
export function PageRouter({ navigation, children }: { navigation: PageNavigation; children: ReactNode }) {
  const [view, setView] = useState(navigation.initialView);
  const [loading, setLoading] = useState(false);
  // A layout effect, so that navigations started in the pages' own effects are heard.
  useLayoutEffect(
    () =>
      navigation.listen({
        loading: () => setLoading(true),
        show: (next) =>
          startTransition(() => {
            setView(next);
            setLoading(false);
          }),
      }),
    [navigation],
  );
  return (
    <Router location={view.location} navigationType={view.action} navigator={navigation.navigator}>
      {children}
      {loading ? <PageLoading /> : null}
    </Router>
  );
}
