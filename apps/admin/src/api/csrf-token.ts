import { useSyncExternalStore } from 'react';

/**
 * The CSRF token of the staff session (decision 024): the sign-in answers it, and every write sends it back in
 * `x-csrf-token`. Kept in memory, and in sessionStorage so a reload of the tab keeps working; it ends with the tab and
 * at sign-out. The session itself is an HttpOnly cookie this code never sees.
 *
 * The cookie is the browser's, shared by every tab; the token is each tab's. So that a tab opened afresh (an order
 * opened in a new tab) works without signing in again, which would start a new session and leave the other tabs'
 * tokens stale, the tabs tell each other the token over a BroadcastChannel (this origin only, nothing stored): a new
 * tab asks, one that has it answers, and a sign-in or sign-out in any tab is told to all.
 */
const STORAGE_KEY = 'cellar-admin-csrf';

type Message = { kind: 'ask' } | { kind: 'token'; token: string | null };

let token: string | null | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (a privacy setting): the token lives in memory only, until a reload.
    return null;
  }
}

function keep(value: string | null): void {
  token = value;
  const store = storage();
  if (value === null) store?.removeItem(STORAGE_KEY);
  else store?.setItem(STORAGE_KEY, value);
  for (const listener of listeners) listener();
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cellar-admin-csrf');
// (In Node, where the tests run, an open channel would keep the process alive.)
(channel as { unref?: () => void } | null)?.unref?.();
channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  const message = event.data;
  if (message.kind === 'ask') {
    const mine = csrfToken();
    if (mine) channel?.postMessage({ kind: 'token', token: mine } satisfies Message);
  } else if (message.kind === 'token' && message.token !== csrfToken()) keep(message.token);
});

export function csrfToken(): string | null {
  if (token === undefined) token = storage()?.getItem(STORAGE_KEY) ?? null;
  return token;
}

/** Keeps the token of a new session (or forgets it: null), and tells the other tabs. */
export function setCsrfToken(value: string | null): void {
  keep(value);
  channel?.postMessage({ kind: 'token', token: value } satisfies Message);
}

/** Asks the other open tabs for the token; answers once one does, or after `waitMs` with what there is. */
export function askOtherTabs(waitMs = 400): Promise<string | null> {
  if (csrfToken() || !channel) return Promise.resolve(csrfToken());
  return new Promise((resolve) => {
    const onChange = () => {
      if (csrfToken()) done();
    };
    const done = () => {
      listeners.delete(onChange);
      clearTimeout(timer);
      resolve(csrfToken());
    };
    const timer = setTimeout(done, waitMs);
    listeners.add(onChange);
    channel.postMessage({ kind: 'ask' } satisfies Message);
  });
}

/** The token as a React value: a screen shown without one follows a sign-in or sign-out made in another tab. */
export function useCsrfToken(): string | null {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    csrfToken,
    () => null,
  );
}
