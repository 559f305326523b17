import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { selectIsCorporate, useAppStore } from '@/stores/app-store';
import './auth.css';

/**
 * The account section's tabs; corporate buyers have no orders (spec section 6). One order's page is under My orders.
 */
export function AccountNav() {
  const corporate = useAppStore(selectIsCorporate);
  const { pathname } = useLocation();
  const order = paths.order('').split('?')[0];
  const links = [
    { to: paths.account(), label: 'Overview', also: [] as string[] },
    { to: paths.accountProfile(), label: 'Profile', also: [] },
    ...(corporate ? [] : [{ to: paths.orders(), label: 'My orders', also: [order] }]),
  ];
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (
    <nav className="account-nav" aria-label="My account">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} aria-current={here === l.to || l.also.includes(here) ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
