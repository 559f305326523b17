import { STAFF_ROLE_LABELS, type StaffMe } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { AreasNav } from './areas-nav.tsx';
import { ScreenErrorBoundary } from '../components/screen-error-boundary.tsx';
import { logout } from '../features/auth/auth-api.ts';
import { NewOrdersBadge } from '../features/orders/new-orders-badge.tsx';
import { endSession } from '../session/session.ts';

/** What the navigation offers, each shown only to roles with its permission. */
const AREAS = [
  { to: '/dashboard', label: 'Today', permission: null },
  { to: '/orders', label: 'Orders', permission: 'orders:read' },
  { to: '/stock', label: 'Stock', permission: 'stock:read' },
  { to: '/customers', label: 'Customers', permission: 'customers:read' },
  { to: '/catalog/products', label: 'Products', permission: 'catalog:write' },
  { to: '/catalog/categories', label: 'Shop structure', permission: 'catalog:write' },
  { to: '/home-page', label: 'Home page', permission: 'catalog:write' },
  { to: '/coupons', label: 'Coupons', permission: 'coupons:write' },
  { to: '/content', label: 'Content', permission: 'content:write' },
  { to: '/moderation', label: 'Moderation', permission: 'moderation:write' },
  { to: '/inbox', label: 'Inbox', permission: 'inbox:answer' },
  { to: '/reports', label: 'Reports', permission: 'reports:read' },
  { to: '/staff', label: 'Staff', permission: 'staff:manage' },
  { to: '/audit', label: 'Audit log', permission: 'audit:read' },
] as const;

/**
 * The frame of every signed-in screen: the shop's name, the areas the role may open, new orders arriving, who is
 * signed in, and signing out.
 */
export function Shell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useMutation({
    mutationFn: logout,
    // Signed out on the server or not (a session already over), this tab forgets it.
    onSettled: () => {
      endSession(queryClient, 'You have signed out.');
      void navigate('/login', { replace: true });
    },
  });
  const areas = AREAS.filter((area) => area.permission === null || me.permissions.includes(area.permission));
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <NavLink to="/orders" className="brand">
            Cellar <span className="brand__sub">Back office</span>
          </NavLink>
          {areas.length > 0 && <AreasNav areas={areas} />}
          {me.permissions.includes('orders:read') && <NewOrdersBadge />}
          <div className="who">
            <span className="who__name">{me.name}</span>
            <span className="who__role">{STAFF_ROLE_LABELS[me.role]}</span>
          </div>
          <button
            type="button"
            className="button button--quiet sign-out"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <ScreenErrorBoundary key={pathname}>{children}</ScreenErrorBoundary>
      </main>
    </>
  );
}
