import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '@shop/shared/rules';
import { NewPasswordSchema } from '@shop/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { serverText } from '../api/errors';
import { useChangePassword } from '../api/change-password';
import { Field } from './field';

/**
 * Change password (`POST /auth/change-password`): every session of the account ends, so on success the message
 * shows, the client logs out and the shop opens at home (as the spec's client did).
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [values, setValues] = useState({ password: '', change_password: '', confirm_password: '' });
  const change = useChangePassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  const text = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = NewPasswordSchema.safeParse(values.change_password);
    const problem = !values.password
      ? SIGNUP_MESSAGES.passwordRequired
      : !parsed.success
        ? (parsed.error.issues[0]?.message ?? SIGNUP_MESSAGES.passwordShort)
        : values.change_password !== values.confirm_password
          ? ACCOUNT_MESSAGES.passwordsDiffer
          : null;
    if (problem) return notify('warn', problem);
    change.mutate(
      { user_id: userId ?? undefined, ...values },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          useAppStore.getState().logout();
          queryClient.removeQueries({ queryKey: ['auth'] });
          void navigate(paths.home());
        },
        onError: (err) => notify('error', serverText(err) ?? 'Something Went Wrong!'),
      },
    );
  };

  if (!hasPassword) {
    return (
      <section className="panel" aria-labelledby="change-password">
        <h2 id="change-password">Password</h2>
        <p>You sign in with Google and have no password here. To set one, use Forgot password? in the login popup.</p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="change-password">
      <h2 id="change-password">Change password</h2>
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field label="Current password" type="password" autoComplete="current-password" {...text('password')} />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. You will log in again."
          {...text('change_password')}
        />
        <Field label="Confirm new password" type="password" autoComplete="new-password" {...text('confirm_password')} />
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
