import { LOGIN_MESSAGES } from '@shop/shared/rules';
import { useEffect, useRef } from 'react';
import { env } from '@/config/env';
import { notify } from '@/lib/toast';
import { fieldText } from '../api/errors';
import { useGoogleLogin } from '../api/google-login';
import { sessionFrom } from '../api/session';
import { loadGoogleIdentity } from '../hooks/load-google-identity';
import { useFinishLogin } from '../hooks/use-finish-login';

/**
 * Google sign-in (spec sections 2, 4 and 8), only when VITE_GOOGLE_CLIENT_ID is set: Google's own button; its ID
 * token goes to `POST /google-login`. Success goes to /account; an under-21 birthday gets the server's refusal.
 */
export function GoogleSignIn() {
  const clientId = env.googleClientId;
  const slot = useRef<HTMLDivElement>(null);
  const login = useGoogleLogin();
  const finish = useFinishLogin();
  const onCredential = useRef<(credential: string) => void>(() => {});

  useEffect(() => {
    onCredential.current = (credential) =>
      login.mutate(credential, {
        onSuccess: (answer) => {
          const session = sessionFrom(answer);
          if (!session) return notify('error', LOGIN_MESSAGES.googleRejected);
          finish(session, LOGIN_MESSAGES.success, 'account');
        },
        onError: (err) => notify('error', fieldText(err, 'dob') ?? LOGIN_MESSAGES.googleRejected),
      });
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((gis) => {
        const el = slot.current;
        if (cancelled || !el) return;
        gis.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredential.current(credential),
        });
        gis.accounts.id.renderButton(el, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(el.offsetWidth || 320, 400),
        });
      })
      .catch(() => notify('error', LOGIN_MESSAGES.googleRejected));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="auth-google">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <div ref={slot} className="auth-google__button" aria-busy={login.isPending} />
    </div>
  );
}
