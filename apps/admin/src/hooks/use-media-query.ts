import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following the window as it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout: cards instead of the table, one column on the order page. */
export const PHONE = '(max-width: 760px)';
