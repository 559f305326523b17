import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useAppStore } from '@/stores/app-store';

/** Every test starts as a first-time guest, whatever the one before it signed in as. */
const initialState = useAppStore.getState();

// jsdom does no layout: scrolling is a no-op.
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  useAppStore.setState(initialState, true);
});
