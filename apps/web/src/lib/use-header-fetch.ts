import { useEffect, useState } from 'react';

/** Spec section 4: the header fetches the cart and the wishlist once the account has stayed the same for 1 second. */
export const HEADER_FETCH_DEBOUNCE_MS = 1000;

/**
 * Whether the header may fetch for `userId` yet: only once that id has been settled for the debounce, so a page
 * load (or a login, or a quick account switch) asks once instead of at every change. A page that needs the data
 * itself (the cart or wishlist page) fetches on mount regardless.
 */
export function useHeaderFetch(userId: number | null, delayMs = HEADER_FETCH_DEBOUNCE_MS): boolean {
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(userId), delayMs);
    return () => clearTimeout(timer);
  }, [userId, delayMs]);
  return userId !== null && settled === userId;
}
