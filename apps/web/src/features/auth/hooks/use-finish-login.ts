import { matchStorefrontRoute } from '@shop/shared/rules';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useAppStore, type SessionInput } from '@/stores/app-store';

/**
 * Where a login lands (spec section 4): home after a mobile code, /account after Google, and /account unless
 * already on /cart or /checkout after a verification or a password login.
 */
export type LoginLanding = 'home' | 'account' | 'account-unless-shopping';

/** Spec section 4: the session is stored, the popup closes, the success toast shows and the user is taken on. */
export function useFinishLogin() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (session: SessionInput, message: string, landing: LoginLanding) => {
    const { logIn, hidePopup } = useAppStore.getState();
    logIn(session);
    hidePopup();
    notify('success', message);
    const page = matchStorefrontRoute(pathname)?.name;
    if (landing === 'home') void navigate(paths.home());
    else if (landing === 'account' || (page !== 'cart' && page !== 'checkout')) void navigate(paths.account());
  };
}
