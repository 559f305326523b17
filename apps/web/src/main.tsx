import { hasAgeCookie } from '@shop/shared/rules';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createPageNavigation } from './app/navigation/page-navigation';
import { PageRouter } from './app/navigation/page-router';
import { preparePage } from './app/navigation/prepare-page';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { setPageOrigin } from './lib/absolute-url';
import { AgeConfirmedProvider, rememberAgeConfirmed } from './lib/age-cookie';
import { preloadParts } from './lib/preloadable';
import { queryClient } from './lib/query-client';
import { readDataBlock } from './lib/ssr-data';
import { whenIdle } from './lib/when-idle';
import { useAppStore } from './stores/app-store';
import './styles/index.css';

// Zod, which comes with the forms, must not build its parsers with `new Function`: the CSP forbids eval, and even its
// caught probe for it is reported as a violation (e2e/csp.spec.ts on /contact). Zod reads this setting when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

// Canonical links and structured data name this origin unless VITE_PUBLIC_BASE_URL names the shop's own.
setPageOrigin(window.location.origin);

// The age answer is kept twice: the stored flag the app reads, and the cookie the server reads. A visitor who answered
// before the cookie existed gets it now; one who answered without JavaScript (the gate's form) gets the flag.
const { user, confirmAge } = useAppStore.getState();
if (user.ageValid) rememberAgeConfirmed(true);
else if (hasAgeCookie(document.cookie)) confirmAge();

// A public page comes rendered by the server with the data it was rendered with (decision 015): the app takes that
// data and hydrates the markup, asking for nothing again. Personal pages come as a shell the app renders itself.
const ssr = readDataBlock(document);
if (ssr) hydrate(queryClient, ssr.queries);

// A navigation shows the next page once its code and its loader's reads are in (decision 023).
const navigation = createPageNavigation((location) => preparePage(location, queryClient));

/**
 * Marks the document once the app responds to input (`<html data-ready>`): a server-rendered page shows before its
 * buttons work, and the end-to-end tests wait for this before they click.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <MarkReady />
    <AgeConfirmedProvider value={ssr?.ageConfirmed ?? false}>
      <AppProvider client={queryClient}>
        <PageRouter navigation={navigation}>
          <AppRoutes />
        </PageRouter>
      </AppProvider>
    </AgeConfirmedProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// React DOM is set up in a task of its own, after the browser has had a turn (issue 24): it is the largest library, and
// set up with the rest of the first scripts it made one long task of them all on a phone. Its code came with the
// others (the vendor chunk), so this loads nothing. Every part the server showed is loaded first, so the whole page
// hydrates at once (lib/preloadable.tsx). Hydrating inside a transition lets React yield to the browser between
// pieces of work instead of blocking for the whole page; a click meanwhile hydrates what it lands on first.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const reactDom = nextTask().then(() => import('react-dom/client'));
if (ssr)
  void Promise.all([reactDom, preloadParts(ssr.parts)]).then(([{ hydrateRoot }]) =>
    startTransition(() => void hydrateRoot(root, app)),
  );
else void reactDom.then(({ createRoot }) => createRoot(root).render(app));

// The service worker is registered once the page has loaded and the browser is idle, so neither its script nor
// its precache downloads compete with the first page's own work.
// (This script itself starts after the first paint, so the page may have loaded already.)
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () =>
    whenIdle(() => {
      void registerServiceWorker();
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
