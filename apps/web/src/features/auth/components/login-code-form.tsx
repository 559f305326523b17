import { LOGIN_MESSAGES, LOGIN_RESEND_WAIT_SECONDS, OTP_LENGTH, mobileForVerification } from '@shop/shared/rules';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { serverText } from '../api/errors';
import { useResendLoginCode, useSendLoginCode, useVerifyLoginCode } from '../api/login-by-code';
import { sessionFrom } from '../api/session';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { useFinishLogin } from '../hooks/use-finish-login';
import { Field } from './field';
import { PhoneInput } from './phone-input';

/**
 * Login by mobile (spec sections 2, 4, 5 and 8): the number, then the 6-digit code it was sent; Resend after a
 * 30 s countdown. Success logs in and goes home. Closing the popup unmounts this, which resets everything.
 */
export function LoginCodeForm() {
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const countdown = useCountdown();
  const send = useSendLoginCode();
  const resend = useResendLoginCode();
  const verify = useVerifyLoginCode();
  const finish = useFinishLogin();
  const number = mobileForVerification(mobile);

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    if (!mobile) return setError(LOGIN_MESSAGES.mobileRequired);
    setError(null);
    send.mutate(number, {
      onSuccess: () => {
        notify('success', LOGIN_MESSAGES.sent);
        setStep('otp');
        countdown.start(LOGIN_RESEND_WAIT_SECONDS);
      },
      onError: (err) => notify('error', serverText(err) ?? LOGIN_MESSAGES.sendFailed),
    });
  };

  const verifyCode = (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return setError(LOGIN_MESSAGES.otpIncomplete);
    setError(null);
    const fail = (message: string) => {
      setError(message);
      notify('error', message);
    };
    verify.mutate(
      { mobile: number, otp },
      {
        onSuccess: (answer) => {
          const session = sessionFrom(answer);
          if (!session) return fail(LOGIN_MESSAGES.unexpected);
          finish(session, LOGIN_MESSAGES.success, 'home');
        },
        onError: (err) => fail(serverText(err) ?? LOGIN_MESSAGES.invalidOtp),
      },
    );
  };

  const resendCode = () => {
    resend.mutate(number, {
      onSuccess: () => {
        notify('success', LOGIN_MESSAGES.resent);
        setOtp('');
        setError(null);
        countdown.start(LOGIN_RESEND_WAIT_SECONDS);
      },
      onError: () => notify('error', LOGIN_MESSAGES.resendFailed),
    });
  };

  if (step === 'mobile') {
    return (
      <form className="auth-form" onSubmit={sendCode} noValidate>
        <PhoneInput
          defaultValue={mobile}
          onChange={(value) => {
            setMobile(value);
            setError(null);
          }}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
        {error ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send OTP'}
        </button>
      </form>
    );
  }

  const busy = verify.isPending || resend.isPending;
  return (
    <form className="auth-form" onSubmit={verifyCode} noValidate>
      <p className="auth-form__note">
        We sent a {OTP_LENGTH}-digit code to <strong dir="ltr">{mobile}</strong>.{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setStep('mobile');
            setOtp('');
            setError(null);
          }}
        >
          Change number
        </button>
      </p>
      <Field
        label={`${OTP_LENGTH}-digit code`}
        className="field--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        value={otp}
        onChange={(e) => {
          setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setError(null);
        }}
        error={error}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {verify.isPending ? 'Verifying...' : 'Verify OTP'}
      </button>
      <p className="auth-form__resend" aria-live="polite">
        {countdown.running ? (
          <>
            Resend OTP in <span className="countdown">{formatCountdown(countdown.remaining)}</span>
          </>
        ) : (
          <button type="button" className="link-button" onClick={resendCode} disabled={busy}>
            {resend.isPending ? 'Sending...' : 'Resend OTP'}
          </button>
        )}
      </p>
    </form>
  );
}
