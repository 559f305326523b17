import { AGE_COOKIE } from '@shop/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** A year: the confirmation lasts as long as the stored flag would. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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
  return useSyncExternalStore(subscribeNever, () => false, () => seenByServer);
}

/** Keeps the answer where the server can read it (not HttpOnly: the app sets and clears it). */
export function rememberAgeConfirmed(confirmed: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = confirmed
    ? `${AGE_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`
    : `${AGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** True when the cookie says the visitor confirmed their age (the client entry's value for pages it renders alone). */
export function ageCookieSet(cookie: string): boolean {
  return cookie.split(/;\s*/).includes(`${AGE_COOKIE}=1`);
}
