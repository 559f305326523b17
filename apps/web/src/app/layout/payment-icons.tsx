import type { ReactNode } from 'react';

/**
 * Accepted payments as small badges drawn inline: an SVG image (even a data URI) is a document of its own to the
 * browser, far dearer at first render than a few shapes (issue 24). A card known by its name is that name in the
 * page's own type: text in an SVG is laid out by the SVG text engine, whose first use while the page loads cost as
 * much as the rest of the footer.
 */
const PAYMENTS: Array<{ name: string; word?: string; shapes?: ReactNode }> = [
  { name: 'Visa', word: 'VISA' },
  {
    name: 'Mastercard',
    shapes: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <circle cx="20" cy="15" r="8" fill="#eb001b" />
        <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity=".9" />
      </>
    ),
  },
  { name: 'American Express', word: 'AMEX' },
  {
    name: 'Cash on delivery',
    shapes: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <rect x="8" y="8" width="32" height="14" rx="2" fill="none" stroke="#2f7d32" strokeWidth="2" />
        <circle cx="24" cy="15" r="3.5" fill="#2f7d32" />
      </>
    ),
  },
];

export function PaymentIcons() {
  return (
    <ul className="payments" aria-label="Payment methods we accept">
      {PAYMENTS.map((p) => (
        <li key={p.name}>
          {p.word ? (
            <span className={`payments__word payments__word--${p.word.toLowerCase()}`} role="img" aria-label={p.name}>
              {p.word}
            </span>
          ) : (
            <svg viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={p.name}>
              {p.shapes}
            </svg>
          )}
        </li>
      ))}
    </ul>
  );
}
