import type { ReactNode } from 'react';

/**
 * A 24 px outline icon drawn inline in the text colour. Inline, not as an `<img>` or a CSS mask of an SVG data URI:
 * the browser makes each SVG image a document of its own, 10 to 40 ms of a phone's main thread apiece at first
 * render, against a few elements laid out with the page (issue 24).
 */
export function OutlineIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
