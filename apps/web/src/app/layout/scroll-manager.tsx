import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * New pages start at the top; Back and Forward return to where the shopper was.
 * A change of query string alone (a listing's page, sort or filters) is left to the page.
 */
export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const key = location.key;
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (type === 'POP') {
      const y = positions.get(location.key);
      if (y !== undefined) requestAnimationFrame(() => window.scrollTo(0, y));
      return;
    }
    window.scrollTo(0, 0);
    // Only a new pathname scrolls: query-string changes (page, sort, filters) keep their own handling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return null;
}
