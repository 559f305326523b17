import { ACCOUNT_MESSAGES, RESET_TOKEN_PATTERN, VERIFICATION_MESSAGES } from '@shop/shared/rules';
import { NewPasswordSchema } from '@shop/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { errorCode, serverText } from '../api/errors';
import { useResetPassword } from '../api/password-reset';
import { Field } from './field';
import './auth.css';

/** The token of the e-mailed link, from the page's fragment (`#token=…`), or null when it is missing or malformed. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The page a password-reset link opens (contract 7.15): a new password, twice, and the link's token set it
 * (`POST /reset-password`); then the login popup opens. A link that is spent, expired or broken offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const showPopup = useAppStore((s) => s.showPopup);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [linkDead, setLinkDead] = useState(token === null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    const parsed = NewPasswordSchema.safeParse(password);
    const problem = !parsed.success
      ? (parsed.error.issues[0]?.message ?? null)
      : password !== confirm
        ? ACCOUNT_MESSAGES.passwordsDiffer
        : null;
    if (problem) return notify('warn', problem);
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          void navigate(paths.home(), { replace: true });
          showPopup('login', { loginMode: 'password' });
        },
        onError: (err) => {
          if (errorCode(err) === 'INVALID_CODE') setLinkDead(true);
          notify('error', serverText(err) ?? VERIFICATION_MESSAGES.failed);
        },
      },
    );
  };

  if (linkDead) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{ACCOUNT_MESSAGES.resetLinkInvalid}</p>
        <button
          type="button"
          className="btn btn--primary"
          aria-haspopup="dialog"
          onClick={() => showPopup('forgotPassword')}
        >
          Send a new link
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form auth-form--page" onSubmit={submit} noValidate>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
