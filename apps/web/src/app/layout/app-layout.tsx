import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ToastHost } from '@/components/ui/toast-host';
import { Spinner } from '@/components/ui/spinner';
import { IosInstallHint } from '@/features/pwa/components/ios-install-hint';
import { useAgeConfirmedCookie } from '@/lib/age-cookie';
import { preloadable } from '@/lib/preloadable';
import { selectOpenPopup, useAppStore } from '@/stores/app-store';
import { AgeGateOverlay } from './age-gate-overlay';
import { Header } from './header';
import { RouteError } from '../routes/route-error';
import { ScrollManager } from './scroll-manager';
import { HideSplash } from './splash';

// The footer is below the fold: it loads after the shell so the first page's JavaScript stays small.
const Footer = preloadable('footer', () => import('./footer').then((m) => m.Footer));
// The account popups and their country list load when a popup first opens (the home page's JavaScript budget).
const AuthPopups = preloadable('auth-popups', () =>
  import('@/features/auth/components/auth-popups').then((m) => m.AuthPopups),
);

/** The shell around every page; the page itself is inert behind the age gate and the account popups. */
export function AppLayout() {
  // The server saw the confirmation in the age cookie; the stored flag says so once the browser has taken over.
  const ageConfirmedCookie = useAgeConfirmedCookie();
  const ageValid = useAppStore((s) => s.user.ageValid) || ageConfirmedCookie;
  const popup = useAppStore(selectOpenPopup);
  const { pathname } = useLocation();
  return (
    <>
      <div className="shell" inert={!ageValid || popup !== null}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
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
      {popup ? (
        <Suspense
          fallback={
            <div className="popup-loading">
              <Spinner label="Opening…" />
            </div>
          }
        >
          <AuthPopups />
        </Suspense>
      ) : null}
      {/* The splash goes once the shell has painted, or for a first visit once the age gate is over it. */}
      {ageValid ? <HideSplash /> : <AgeGateOverlay />}
      <ToastHost />
      <ScrollManager />
    </>
  );
}
