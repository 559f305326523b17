/** Accepted payments as small inline SVG badges (no image requests). */
export function PaymentIcons() {
  return (
    <ul className="payments" aria-label="Payment methods we accept">
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontStyle="italic"
            fontSize="13"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <circle cx="20" cy="15" r="8" fill="#eb001b" />
          <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity=".9" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="American Express">
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize="9"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Cash on delivery">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <rect x="8" y="8" width="32" height="14" rx="2" fill="none" stroke="#2f7d32" strokeWidth="2" />
          <circle cx="24" cy="15" r="3.5" fill="#2f7d32" />
        </svg>
      </li>
    </ul>
  );
}
