import { ageCookie } from '@shop/shared/rules';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether the visitor confirmed their age in an earlier visit, as the server saw it in the `AGE_COOKIE` cookie. The
 * server renders the page without the gate when it is set; the browser's first render reads the same value (from the
 * page's data), so hydration matches, and the stored flag takes over afterwards.
 */
const AgeConfirmedContext = createContext(false);

export const AgeConfirmedProvider = AgeConfirmedContext.Provider;

const subscribeNever = () => () => {};

/**
 * The server's answer while a page renders on the server and while the browser hydrates it (React reads the server
 * snapshot then); false afterwards, when the stored flag alone decides (a logout forgets the answer).
 */
export function useAgeConfirmedCookie(): boolean {
  const seenByServer = useContext(AgeConfirmedContext);
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => seenByServer,
  );
}

/** Keeps the answer where the server can read it (or removes it). */
export function rememberAgeConfirmed(confirmed: boolean): void {
  if (typeof document !== 'undefined') document.cookie = ageCookie(confirmed);
}
