import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { setPageOrigin } from './lib/absolute-url';
import { AgeConfirmedProvider, ageCookieSet, rememberAgeConfirmed } from './lib/age-cookie';
import { queryClient } from './lib/query-client';
import { readDataBlock } from './lib/ssr-data';
import { whenIdle } from './lib/when-idle';
import { useAppStore } from './stores/app-store';
import './styles/index.css';

// Canonical links and structured data name this origin unless VITE_PUBLIC_BASE_URL names the shop's own.
setPageOrigin(window.location.origin);

// A visitor who confirmed their age before the server could see it (the flag is stored, the cookie is not yet) gets
// the cookie now, so their next page comes without the gate.
if (useAppStore.getState().user.ageValid) rememberAgeConfirmed(true);

// A public page comes rendered by the server with the data it was rendered with (decision 015): the app takes that
// data and hydrates the markup, asking for nothing again. Personal pages come as a shell the app renders itself.
const ssr = readDataBlock(document);
if (ssr) hydrate(queryClient, ssr.queries);

const app = (
  <StrictMode>
    <AgeConfirmedProvider value={ssr ? ssr.ageConfirmed : ageCookieSet(document.cookie)}>
      <AppProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </AgeConfirmedProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (ssr) hydrateRoot(root, app);
else createRoot(root).render(app);

// The service worker is registered once the page has loaded and the browser is idle, so neither its script nor
// its precache downloads compete with the first page's own work.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => whenIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }));
}
