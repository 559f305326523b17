import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the shop, navigated by React Router without a page load. React Router's own `Link` also prefetches
 * route modules and data, discovers routes and runs view transitions, which a data router or framework mode use and
 * this storefront does not (it renders `<Routes>` in a `BrowserRouter`, decision 015): that code is about 3 KB gzip
 * of every first page. This is its client-side navigation only, built on the router's own hooks: the same `href`,
 * and a plain click (no modifier key, no other target) handled by the router.
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Only the exact path is active, not the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * Whether a link to `target` leads to the page shown, or (without `end`) to a page above it. As the router's NavLink.
 */
export function isActivePath(current: string, target: string, end = false): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || !here.startsWith(there)) return false;
  const boundary = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.charAt(boundary) === '/';
}

/**
 * A link that knows when it leads to the page shown: it gets `aria-current="page"` and the class `active`, or styles
 * itself.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
    />
  );
}
