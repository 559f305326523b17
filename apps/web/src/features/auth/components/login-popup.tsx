import { useState } from 'react';
import { useAppStore } from '@/stores/app-store';
import { GoogleSignIn } from './google-sign-in';
import { LoginCodeForm } from './login-code-form';
import { LoginPasswordForm } from './login-password-form';
import { Modal } from './modal';

/**
 * The login popup (spec section 2): mobile number then a 6-digit code, or e-mail/mobile and password (issue 8),
 * Google sign-in when configured, and the ways to the forgot-password and register popups.
 */
export function LoginPopup() {
  const startMode = useAppStore((s) => s.user.popups.loginMode);
  const showPopup = useAppStore((s) => s.showPopup);
  const hidePopup = useAppStore((s) => s.hidePopup);
  const [mode, setMode] = useState(startMode);

  return (
    <Modal
      title="Log in"
      lead={
        mode === 'code'
          ? 'Enter your mobile number and we will text you a 6-digit code.'
          : 'Log in with your e-mail or mobile number and password.'
      }
      onClose={hidePopup}
    >
      {mode === 'code' ? <LoginCodeForm /> : <LoginPasswordForm onForgot={() => showPopup('forgotPassword')} />}
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => setMode(mode === 'code' ? 'password' : 'code')}>
          {mode === 'code' ? 'Log in with a password instead' : 'Log in with a code by SMS instead'}
        </button>
      </p>
      <GoogleSignIn />
      <p className="auth-alt">
        New to Cellar?{' '}
        <button type="button" className="link-button" onClick={() => showPopup('register', { registerMode: 'signup' })}>
          Create an account
        </button>
      </p>
    </Modal>
  );
}
