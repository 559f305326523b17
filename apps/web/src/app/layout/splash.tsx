import { useEffect } from 'react';

/** Removes the splash of index.html once it has painted (spec section 2: at most 3 s, index.html's own limit). */
export function HideSplash() {
  useEffect(() => {
    document.getElementById('splash')?.classList.add('is-done');
  }, []);
  return null;
}
