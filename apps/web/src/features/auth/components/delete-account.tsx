import { ACCOUNT_MESSAGES, OTP_LENGTH, VERIFICATION_MESSAGES } from '@shop/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { serverText } from '../api/errors';
import { useDeleteAccount, useRequestAccountDeletion } from '../api/delete-account';
import { Field } from './field';

/** Deleting the account (issue 8): a code e-mailed to it confirms; then the session ends and home opens. */
export function DeleteAccount({ email }: { email: string }) {
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const request = useRequestAccountDeletion();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        setAsked(true);
      },
      onError: (err) => notify('error', serverText(err) ?? VERIFICATION_MESSAGES.sendFailed),
    });

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return notify('warn', ACCOUNT_MESSAGES.codeRequired);
    remove.mutate(code.trim(), {
      onSuccess: (answer) => {
        notify('success', answer.message);
        useAppStore.getState().logout();
        queryClient.removeQueries({ queryKey: ['auth'] });
        void navigate(paths.home());
      },
      onError: (err) => notify('error', serverText(err) ?? VERIFICATION_MESSAGES.failed),
    });
  };

  return (
    <section className="panel panel--danger" aria-labelledby="delete-account">
      <h2 id="delete-account">Delete account</h2>
      <p>
        Your details, picture and sessions are erased for good. We e-mail a code to <strong>{email}</strong> to confirm
        it is you.
      </p>
      {asked ? (
        <form className="auth-form" onSubmit={confirm} noValidate>
          <Field
            label={`${OTP_LENGTH}-digit code`}
            className="field--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          />
          <button type="submit" className="btn btn--primary" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn--ghost" onClick={ask} disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send me a code'}
        </button>
      )}
    </section>
  );
}
