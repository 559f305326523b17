import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsCorporate, useAppStore } from '@/stores/app-store';
import './auth.css';

/** The account section's tabs; corporate buyers have no orders (spec section 6). */
export function AccountNav() {
  const corporate = useAppStore(selectIsCorporate);
  const links = [
    { to: paths.account(), label: 'Overview' },
    { to: paths.accountProfile(), label: 'Profile' },
    ...(corporate ? [] : [{ to: paths.orders(), label: 'My orders' }]),
  ];
  return (
    <nav className="account-nav" aria-label="My account">
      <ul>{links.map((l) => <li key={l.to}><NavLink to={l.to} end>{l.label}</NavLink></li>)}</ul>
    </nav>
  );
}
