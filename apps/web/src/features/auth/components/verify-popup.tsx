import { VERIFICATION_COUNTDOWN_SECONDS, VERIFICATION_MESSAGES as M, mobileForVerification } from '@shop/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore, type PendingVerification } from '@/stores/app-store';
import { errorCode, fieldText, serverText } from '../api/errors';
import { useRegister, useVerifyAccount } from '../api/register';
import { sessionFrom } from '../api/session';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { useFinishLogin } from '../hooks/use-finish-login';
import { Field } from './field';
import { Modal } from './modal';

type Method = 'email' | 'mobile';

/**
 * The verify-account popup (spec sections 2, 4, 5 and 8): choose e-mail or mobile, Get OTP sends the pending
 * sign-up (`POST /auth/register`), then the code (`POST /auth/email-verification`) logs in. A 9:59 countdown gates
 * Resend; Back returns to the register (edit-profile) popup with the details kept.
 */
export function VerifyPopup() {
  const pending = useAppStore((s) => s.user.verification);
  return pending ? <VerifyAccount pending={pending} /> : null;
}

function VerifyAccount({ pending }: { pending: PendingVerification }) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const { showPopup, hidePopup, setVerification } = useAppStore.getState();
  const [method, setMethod] = useState<Method | null>(pending.email_verification ? 'email' : 'mobile');
  const [step, setStep] = useState<'method' | 'code'>('method');
  const [code, setCode] = useState('');
  const [phoneRejected, setPhoneRejected] = useState(false);
  const countdown = useCountdown();
  const register = useRegister();
  const verify = useVerifyAccount();
  const finish = useFinishLogin();
  const queryClient = useQueryClient();
  const busy = register.isPending || verify.isPending;
  const mobile = mobileForVerification(pending.mobile);

  const getOtp = () => {
    if (!method) return notify('warn', M.noMethod);
    const byEmail = method === 'email';
    register.mutate(
      { form: { ...pending.form, mobile }, emailVerification: byEmail },
      {
        onSuccess: () => {
          notify('success', byEmail ? M.sentEmail : M.sentPhone);
          setVerification({ ...pending, email_verification: byEmail });
          setStep('code');
          setCode('');
          setPhoneRejected(false);
          countdown.start(VERIFICATION_COUNTDOWN_SECONDS);
        },
        onError: (err) => notify('error', fieldText(err, 'email', 'mobile') ?? serverText(err) ?? M.sendFailed),
      },
    );
  };

  const resend = () => (countdown.running ? notify('warn', M.resendTooSoon) : getOtp());

  const submitOtp = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return notify('warn', M.emptyCode);
    // The browser's cookie names the sign-up; its password goes too, so the code proves the address for this sign-up
    // alone whatever the cookie's fate (decision 018). An edit is named by the session.
    const proof = loggedIn ? {} : { password: pending.form.password };
    verify.mutate(
      method === 'mobile'
        ? { code: code.trim(), mobile, ...proof }
        : { code: code.trim(), email: pending.email, ...proof },
      {
        onSuccess: (answer) => {
          const session = sessionFrom(answer);
          if (!session) return notify('error', M.failed);
          setVerification(null);
          // A profile edit changed the details: /account reads them again.
          void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
          finish(session, M.verified, 'account-unless-shopping');
        },
        onError: (err) => {
          // A code that opens nothing (wrong, used, expired or spent): the server gives them one code, INVALID_CODE.
          if (errorCode(err) === 'INVALID_CODE') {
            if (method === 'mobile') {
              setCode('');
              setPhoneRejected(true);
              return notify('error', M.phoneRejected);
            }
            return notify('error', M.failed);
          }
          // Spec section 4: on a server error the flow returns to the method choice.
          notify('error', serverText(err) ?? M.failed);
          setStep('method');
        },
      },
    );
  };

  const close = () => {
    setVerification(null);
    hidePopup();
  };
  const back = () => showPopup('register', { registerMode: loggedIn ? 'edit' : 'signup' });
  const backButton = (
    <button type="button" className="btn btn--ghost" onClick={back} disabled={busy}>
      Back
    </button>
  );

  if (step === 'method') {
    return (
      <Modal title="Verify your account" lead="Choose where we send your one-time code." staticBackdrop onClose={close}>
        <div className="auth-form">
          <fieldset className="auth-methods">
            <legend className="visually-hidden">Verification method</legend>
            {(
              [
                ['email', `Email: ${pending.email}`],
                ['mobile', `Phone: ${pending.mobile}`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={`auth-method${method === value ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name="verification_method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                <span dir="auto">{label}</span>
              </label>
            ))}
          </fieldset>
          <div className="auth-actions">
            {backButton}
            <button type="button" className="btn btn--primary" onClick={getOtp} disabled={busy}>
              {register.isPending ? 'Sending...' : 'Get OTP'}
            </button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title="Enter your code"
      staticBackdrop
      onClose={close}
      lead={
        <>
          We sent a code to <strong dir="ltr">{method === 'mobile' ? pending.mobile : pending.email}</strong>.
        </>
      }
    >
      <form className="auth-form" onSubmit={submitOtp} noValidate>
        <Field
          label="Verification code"
          className="field--code"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <p className="auth-form__resend" aria-live="polite">
          {countdown.running ? (
            <>
              Resend OTP in <span className="countdown">{formatCountdown(countdown.remaining)}</span> ·{' '}
            </>
          ) : null}
          {phoneRejected ? null : (
            <button type="button" className="link-button" onClick={resend} disabled={busy}>
              {register.isPending ? 'Sending...' : 'Resend OTP'}
            </button>
          )}
        </p>
        <div className="auth-actions">
          {backButton}
          {phoneRejected ? (
            <button type="button" className="btn btn--ghost" onClick={resend} disabled={busy}>
              {register.isPending ? 'Sending...' : 'Resend OTP'}
            </button>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {verify.isPending ? 'Sending...' : 'Submit OTP'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
