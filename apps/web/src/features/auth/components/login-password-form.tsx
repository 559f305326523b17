import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, SIGNUP_MESSAGES } from '@shop/shared/rules';
import { useState, type FormEvent } from 'react';
import { serverText } from '../api/errors';
import { usePasswordLogin } from '../api/login-by-password';
import { sessionFrom } from '../api/session';
import { useFinishLogin } from '../hooks/use-finish-login';
import { Field } from './field';

/**
 * Login by password through `POST /auth/login` (issue 8): e-mail or mobile number and password. A refusal shows
 * under the form, as the spec's own client did; success goes to /account (staying on /cart and /checkout).
 */
export function LoginPasswordForm({ onForgot }: { onForgot: () => void }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = usePasswordLogin();
  const finish = useFinishLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!identifier.trim()) return setError(ACCOUNT_MESSAGES.identifierRequired);
    if (!password) return setError(SIGNUP_MESSAGES.passwordRequired);
    setError(null);
    login.mutate(
      { identifier, password },
      {
        onSuccess: (answer) => {
          const session = sessionFrom(answer);
          if (!session) return setError(LOGIN_MESSAGES.unexpected);
          finish(session, LOGIN_MESSAGES.success, 'account-unless-shopping');
        },
        onError: (err) => setError(serverText(err) ?? LOGIN_MESSAGES.googleRejected),
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field
        label="E-mail or mobile number"
        autoComplete="username"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="auth-form__forgot">
        <button type="button" className="link-button" onClick={onForgot}>
          Forgot password?
        </button>
      </p>
      {error ? (
        <p className="field__error auth-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log in'}
      </button>
    </form>
  );
}
