import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ToastHost } from '@/components/ui/toast-host';
import { Spinner } from '@/components/ui/spinner';
import { AgeGate } from '@/features/age-gate/components/age-gate';
import { IosInstallHint } from '@/features/pwa/components/install-app';
import { useAppStore } from '@/stores/app-store';
import { Header } from './header';
import { RouteError } from '../routes/route-error';
import { ScrollManager } from './scroll-manager';

// The footer is below the fold: it loads after the shell so the first page's JavaScript stays small.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Removes the splash of index.html once the shell has painted (spec section 2: at most 3 s). */
function useHideSplash() {
  useEffect(() => {
    document.getElementById('splash')?.classList.add('is-done');
  }, []);
}

/** The shell around every page; the page itself is inert behind the age gate. */
export function AppLayout() {
  useHideSplash();
  const ageValid = useAppStore((s) => s.user.ageValid);
  const { pathname } = useLocation();
  return (
    <>
      <div className="shell" inert={!ageValid}>
        <a className="skip-link" href="#main">Skip to content</a>
        <Header />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary key={pathname} fallback={<RouteError />}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <IosInstallHint />
      </div>
      <AgeGate />
      <ToastHost />
      <ScrollManager />
    </>
  );
}
