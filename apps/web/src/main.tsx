import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { prefetchForUrl } from './app/prefetch';
import { AppRoutes } from './app/router';
import { setPageOrigin } from './lib/absolute-url';
import { queryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import './styles/index.css';

// Canonical links and structured data name this origin unless VITE_PUBLIC_BASE_URL names the shop's own.
setPageOrigin(window.location.origin);
prefetchForUrl(queryClient, new URL(window.location.href));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);

// The service worker is registered once the page has loaded and the browser is idle, so neither its script nor
// its precache downloads compete with the first page's own work.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => whenIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  }));
}
