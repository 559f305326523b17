import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_LABELS } from '@shop/shared/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { signedOutCall } from '../../session/session.ts';
import { acceptInvitation, invitation } from './auth-api.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The invitation's token travels in the link's fragment (`#token=…`), which no server or log ever sees. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Accepting an invitation (decision 024): the authenticator to set up, a password of 12 or more characters and the
 * first code; then the recovery codes, once, and on to sign in.
 */
export function AcceptInvitePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(location.hash);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const invite = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitation(token),
    enabled: token.length >= 20,
    retry: false,
    staleTime: Infinity,
  });
  const accept = useMutation({
    meta: signedOutCall,
    mutationFn: (input: { password: string; totp: string }) => acceptInvitation(token, input.password, input.totp),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      setPasswordError(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    setPasswordError(null);
    accept.mutate({ password, totp: String(form.get('totp') ?? '').replace(/\s/g, '') });
  };

  let body: React.ReactNode;
  if (token.length < 20)
    body = <ErrorAlert error="This link has no invitation in it. Open the link from the e-mail again." />;
  else if (invite.isPending) body = <Loading what="your invitation" />;
  else if (invite.isError) body = <ErrorAlert error={invite.error} />;
  else if (accept.data)
    body = (
      <RecoveryCodes
        codes={accept.data.recovery_codes}
        onDone={() => void navigate('/login', { replace: true, state: null })}
      />
    );
  else
    body = (
      <>
        <p>
          Welcome, {invite.data.name}. You are invited as <strong>{STAFF_ROLE_LABELS[invite.data.role]}</strong> with
          the e-mail <strong>{invite.data.email}</strong>.
        </p>
        <AuthenticatorSetup invite={invite.data} />
        <section aria-labelledby="password-title">
          <h2 id="password-title">2. Choose a password and enter the first code</h2>
          <ErrorAlert error={accept.error} />
          <form onSubmit={submit}>
            <Field
              label="E-mail"
              name="username"
              type="email"
              value={invite.data.email}
              readOnly
              autoComplete="username"
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN_LENGTH}
              required
              hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.`}
              error={passwordError}
            />
            <Field
              label="Authenticator code"
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\s*\d{3}\s?\d{3}\s*"
              maxLength={7}
              required
              hint="The 6-digit code the app shows once you have added the key."
            />
            <button className="button button--primary button--block" type="submit" disabled={accept.isPending}>
              {accept.isPending ? 'Setting up…' : 'Set up my account'}
            </button>
          </form>
        </section>
      </>
    );

  return (
    <main className="auth" id="main">
      <div className="auth__card auth__card--wide">
        <p className="auth__brand">Cellar</p>
        <PageHeading title="Accept your invitation">Join the back office</PageHeading>
        {body}
      </div>
    </main>
  );
}
