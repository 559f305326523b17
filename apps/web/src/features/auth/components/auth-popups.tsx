import { selectOpenPopup, useAppStore } from '@/stores/app-store';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';
import { VerifyPopup } from './verify-popup';
import './auth.css';

/**
 * The account popups (spec section 2), one at a time, as the store's popup flag says. The app shell loads this
 * module (with the country list) only when a popup first opens.
 */
export function AuthPopups() {
  const open = useAppStore(selectOpenPopup);
  switch (open) {
    case 'login':
      return <LoginPopup />;
    case 'register':
      return <RegisterPopup />;
    case 'verify':
      return <VerifyPopup />;
    case 'forgotPassword':
      return <ForgotPasswordPopup />;
    default:
      return null;
  }
}
