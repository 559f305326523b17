import { ACCOUNT_MESSAGES } from '@shop/shared/rules';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useLogout } from '../api/logout';

/** Logout (spec section 4): the server ends the session, the client forgets it, and the shop opens at home. */
export function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  const onClick = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        notify('info', ACCOUNT_MESSAGES.loggedOut);
        void navigate(paths.home());
      },
    });
  return (
    <button type="button" className="btn btn--ghost" onClick={onClick} disabled={logout.isPending}>
      {logout.isPending ? 'Logging out...' : 'Log out'}
    </button>
  );
}
