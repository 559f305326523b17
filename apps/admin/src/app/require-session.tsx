import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { askOtherTabs, useCsrfToken } from '../api/csrf-token.ts';
import { ErrorAlert, Loading } from '../components/alert.tsx';
import { useMe } from '../session/session.ts';
import { Shell } from './shell.tsx';

/**
 * The signed-in part of the back office: asks who is signed in, and sends anyone else to sign in (coming back here
 * afterwards). A tab without the session's CSRF token first asks the other open tabs for it; with none to give it (a
 * tab closed, the browser restarted), it signs in again, as its writes would be refused.
 */
export function RequireSession() {
  const location = useLocation();
  const me = useMe();
  const token = useCsrfToken();
  const [asking, setAsking] = useState(token === null);
  useEffect(() => {
    if (!asking) return;
    let live = true;
    void askOtherTabs().then(() => live && setAsking(false));
    return () => {
      live = false;
    };
  }, [asking]);

  if (me.isPending || (asking && !token))
    return (
      <main className="auth" id="main">
        <Loading what="the back office" />
      </main>
    );
  if (me.isError)
    return (
      <main className="auth" id="main">
        <ErrorAlert error={me.error} />
      </main>
    );
  if (!me.data || !token) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <Shell me={me.data}>
      <Outlet />
    </Shell>
  );
}
