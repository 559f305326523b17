import { ACCOUNT_MESSAGES, OTP_LENGTH, VERIFICATION_MESSAGES } from '@shop/shared/rules';
import { EmailSchema, NewPasswordSchema } from '@shop/shared/schemas';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { serverText } from '../api/errors';
import { useForgotPassword, useResetPassword } from '../api/password-reset';
import { Field } from './field';
import { Modal } from './modal';

const firstProblem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * Forgot password (spec section 2, fields ours): the e-mail gets a link to the reset page and a code
 * (`POST /forget-password`); here the code and a new password set it (`POST /reset-password`) and the login popup
 * opens in password mode.
 */
export function ForgotPasswordPopup() {
  const showPopup = useAppStore((s) => s.showPopup);
  const hidePopup = useAppStore((s) => s.hidePopup);
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const forgot = useForgotPassword();
  const reset = useResetPassword();

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstProblem(EmailSchema.safeParse(email));
    if (problem) return notify('warn', problem);
    forgot.mutate(email.trim(), {
      // The same answer for an address with an account or not (decision 012): the next step says "if".
      onSuccess: (answer) => {
        notify('success', answer.message);
        setStep('reset');
      },
      onError: (err) => notify('error', serverText(err) ?? VERIFICATION_MESSAGES.sendFailed),
    });
  };

  const setNewPassword = (e: FormEvent) => {
    e.preventDefault();
    const problem = !code.trim()
      ? VERIFICATION_MESSAGES.emptyCode
      : (firstProblem(NewPasswordSchema.safeParse(password)) ??
        (password !== confirm ? ACCOUNT_MESSAGES.passwordsDiffer : null));
    if (problem) return notify('warn', problem);
    reset.mutate(
      { email: email.trim(), code: code.trim(), password },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          showPopup('login', { loginMode: 'password' });
        },
        onError: (err) => notify('error', serverText(err) ?? VERIFICATION_MESSAGES.failed),
      },
    );
  };

  const backToLogin = (
    <p className="auth-alt">
      <button type="button" className="link-button" onClick={() => showPopup('login', { loginMode: 'password' })}>
        Back to log in
      </button>
    </p>
  );

  if (step === 'email') {
    return (
      <Modal
        title="Forgot password"
        lead="Enter the e-mail address of your account and we will send you a link and a code to set a new password."
        onClose={hidePopup}
      >
        <form className="auth-form" onSubmit={sendCode} noValidate>
          <Field
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send link'}
          </button>
        </form>
        {backToLogin}
      </Modal>
    );
  }

  return (
    <Modal
      title="Set a new password"
      onClose={hidePopup}
      lead={
        <>
          If <strong>{email.trim()}</strong> has an account, an e-mail is on its way. Open its link, or enter its{' '}
          {OTP_LENGTH}-digit code here with your new password.
        </>
      }
    >
      <form className="auth-form" onSubmit={setNewPassword} noValidate>
        <Field
          label={`${OTP_LENGTH}-digit code`}
          className="field--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
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
      <p className="auth-alt">
        No code?{' '}
        <button type="button" className="link-button" onClick={() => setStep('email')}>
          Send it again
        </button>
      </p>
    </Modal>
  );
}
