import type { ReactNode } from 'react';

/** A card name on its badge, in the page's own type (no font of its own to look up). */
const cardText = { fontWeight: 700, textAnchor: 'middle' } as const;

/**
 * Accepted payments as small badges, drawn inline: an SVG image (even a data URI) is a document of its own to the
 * browser, far dearer at first render than the few shapes here (issue 24).
 */
const PAYMENTS: Array<{ name: string; shapes: ReactNode }> = [
  {
    name: 'Visa',
    shapes: (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <text x="24" y="20" {...cardText} fontStyle="italic" fontSize="13" fill="#1a1f71">
          VISA
        </text>
      </>
    ),
  },
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
  {
    name: 'American Express',
    shapes: (
      <>
        <rect width="48" height="30" rx="4" fill="#2e77bc" />
        <text x="24" y="19" {...cardText} fontSize="9" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
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
          <svg viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={p.name}>
            {p.shapes}
          </svg>
        </li>
      ))}
    </ul>
  );
}
