import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { prefetchForUrl } from './app/prefetch';
import { AppRoutes } from './app/router';
import { setPageOrigin } from './lib/absolute-url';
import { queryClient } from './lib/query-client';
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

// The service worker is registered after load so it never competes with the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
