import { CART_MESSAGES, formatAed, type CartItem, type CartSummary } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { ShopImage } from '@/components/ui/shop-image';
import { paths } from '@/config/paths';
import { useRemoveFromCart } from '../api/remove-from-cart';

interface MiniCartProps {
  lines: CartItem[];
  summary: CartSummary | undefined;
  onNavigate: () => void;
  onCheckout: () => void;
}

function MiniCartLine({ line, onNavigate }: { line: CartItem; onNavigate: () => void }) {
  const remove = useRemoveFromCart();
  return (
    <li className="mini-cart__line" aria-busy={remove.isPending}>
      <ShopImage src={line.featured_img} sizes="48px" width={48} height={48} decoding="async" />
      <div className="mini-cart__text">
        <Link to={paths.product(line.route, line.category.route)} className="mini-cart__name" onClick={onNavigate}>
          {line.name}
        </Link>
        <span className="mini-cart__detail">{`${line.qty} × ${line.price_variation[0]?.value ?? ''} · ${formatAed(line.line_total)}`}</span>
      </div>
      <button
        type="button"
        className="mini-cart__remove"
        disabled={remove.isPending}
        onClick={() => remove.mutate(line.cart_id)}
        aria-label={`Remove ${line.name} from cart`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/** The header dropdown's content: the lines, the subtotal, View cart and Checkout. */
export function MiniCart({ lines, summary, onNavigate, onCheckout }: MiniCartProps) {
  return (
    <>
      {lines.length && summary ? (
        <>
          <ul className="mini-cart" aria-label="Items in your cart">
            {lines.map((line) => (
              <MiniCartLine key={line.cart_id} line={line} onNavigate={onNavigate} />
            ))}
          </ul>
          <p className="mini-cart__subtotal">
            <span>Subtotal</span>
            <strong>{formatAed(summary.subtotal)}</strong>
          </p>
        </>
      ) : (
        <p className="menu__empty">{CART_MESSAGES.empty}</p>
      )}
      <div className="menu__actions">
        <Link className="btn btn--ghost btn--small" to={paths.cart()} onClick={onNavigate}>
          View cart
        </Link>
        <button type="button" className="btn btn--primary btn--small" onClick={onCheckout}>
          Checkout
        </button>
      </div>
    </>
  );
}
