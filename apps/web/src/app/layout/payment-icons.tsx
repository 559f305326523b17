import { svgDataUri } from '@/components/ui/svg-icon';

const CARD = 'font-family="Arial, sans-serif" font-weight="700" text-anchor="middle"';

/** Accepted payments as small SVG badges (data URIs: no image requests, one element each). */
const PAYMENTS = [
  {
    name: 'Visa',
    shapes: `<rect width="48" height="30" rx="4" fill="#fff"/><text x="24" y="20" ${CARD} font-style="italic" font-size="13" fill="#1a1f71">VISA</text>`,
  },
  {
    name: 'Mastercard',
    shapes:
      '<rect width="48" height="30" rx="4" fill="#fff"/><circle cx="20" cy="15" r="8" fill="#eb001b"/>' +
      '<circle cx="28" cy="15" r="8" fill="#f79e1b" fill-opacity=".9"/>',
  },
  {
    name: 'American Express',
    shapes: `<rect width="48" height="30" rx="4" fill="#2e77bc"/><text x="24" y="19" ${CARD} font-size="9" fill="#fff">AMEX</text>`,
  },
  {
    name: 'Cash on delivery',
    shapes:
      '<rect width="48" height="30" rx="4" fill="#fff"/>' +
      '<rect x="8" y="8" width="32" height="14" rx="2" fill="none" stroke="#2f7d32" stroke-width="2"/>' +
      '<circle cx="24" cy="15" r="3.5" fill="#2f7d32"/>',
  },
].map((p) => ({ name: p.name, src: svgDataUri('0 0 48 30', p.shapes) }));

export function PaymentIcons() {
  return (
    <ul className="payments" aria-label="Payment methods we accept">
      {PAYMENTS.map((p) => (
        <li key={p.name}>
          <img src={p.src} alt={p.name} width={48} height={30} />
        </li>
      ))}
    </ul>
  );
}
