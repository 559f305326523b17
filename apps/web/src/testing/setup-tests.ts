import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setPageOrigin } from '@/lib/absolute-url';
import { useAppStore } from '@/stores/app-store';

/** Every test starts as a first-time guest, whatever the one before it signed in as. */
const initialState = useAppStore.getState();

// Tests marked `@vitest-environment node` (server rendering) have no DOM: only jsdom gets the browser set-up.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // As the client entry does: canonical links name the page's origin.
  setPageOrigin(window.location.origin);
  // jsdom does no layout: scrolling is a no-op.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

afterEach(() => {
  cleanup();
  if (hasDom) localStorage.clear();
  useAppStore.setState(initialState, true);
});
