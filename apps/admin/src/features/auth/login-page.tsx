import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { csrfToken, setCsrfToken } from '../../api/csrf-token.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ME_KEY, signedOutCall, takeEndReason, useMe } from '../../session/session.ts';
import { login, type SecondFactor } from './auth-api.ts';
import { SecondFactorField } from './second-factor-field.tsx';

/** Where to go after signing in: the page that sent here, else the orders. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname && from.pathname !== '/login' ? `${from.pathname}${from.search ?? ''}` : '/orders';
}

/** Sign in (decision 024): e-mail, password, and the authenticator's 6-digit code or one recovery code. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [notice] = useState(takeEndReason);
  const [useRecovery, setUseRecovery] = useState(false);
  const signIn = useMutation({
    meta: signedOutCall,
    mutationFn: (input: { email: string; password: string; factor: SecondFactor }) =>
      login(input.email, input.password, input.factor),
    onSuccess: (answer) => {
      setCsrfToken(answer.csrf_token);
      queryClient.setQueryData(ME_KEY, answer.staff);
      void navigate(returnPath(location.state), { replace: true });
    },
  });

  if (me.data && csrfToken() && !signIn.isPending) return <Navigate to={returnPath(location.state)} replace />;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const factor: SecondFactor = useRecovery
      ? { recovery_code: text('recovery_code').toLowerCase() }
      : { totp: text('totp').replace(/\s/g, '') };
    signIn.mutate({ email: text('email'), password: String(form.get('password') ?? ''), factor });
  };

  return (
    <main className="auth" id="main">
      <div className="auth__card">
        <p className="auth__brand">Cellar</p>
        <PageHeading title="Sign in">Sign in to the back office</PageHeading>
        {notice && (
          <p className="alert alert--info" role="status">
            {notice}
          </p>
        )}
        <ErrorAlert error={signIn.error} />
        <form onSubmit={submit}>
          <Field label="E-mail" name="email" type="email" autoComplete="username" required autoFocus />
          <Field label="Password" name="password" type="password" autoComplete="current-password" required />
          <SecondFactorField recovery={useRecovery} onSwitch={() => setUseRecovery((v) => !v)} />
          <button className="button button--primary button--block" type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
