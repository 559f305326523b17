import { CART_MESSAGES, MAX_LINE_QTY, displayedPrice, formatAed, type CartItem } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { ShopImage } from '@/components/ui/shop-image';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useUpdateCartQty } from '../api/update-cart';
import { QuantityStepper } from './quantity-stepper';

/** One line of /cart: picture, name, size, unit price, quantity, line total and Remove. */
export function CartLine({ line }: { line: CartItem }) {
  const update = useUpdateCartQty();
  const remove = useRemoveFromCart();
  const size = line.price_variation[0];
  const href = paths.product(line.route, line.category.route);
  // While a new quantity is on its way it is already shown; the server's refusal puts the old one back.
  const qty = update.isPending ? (update.variables?.qty ?? line.qty) : line.qty;
  const problem = update.isError ? errorText(update.error, CART_MESSAGES.updateFailed) : null;

  return (
    <li className="cart-line" aria-busy={update.isPending || remove.isPending}>
      <Link to={href} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ShopImage src={line.featured_img} sizes="80px" width={80} height={80} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line__info">
        {/* The cart shows the name as text (contract "HTML vs text"). */}
        <Link to={href} className="cart-line__name">
          {line.name}
        </Link>
        <p className="cart-line__meta">
          {[line.category.name, size?.value, size?.pack_of ? `Pack of ${size.pack_of}` : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
        {size ? <p className="cart-line__unit">{`${formatAed(displayedPrice(size))} each`}</p> : null}
      </div>
      <div className="cart-line__qty">
        <QuantityStepper
          value={qty}
          max={Math.min(size?.stock ?? 1, MAX_LINE_QTY)}
          limit={MAX_LINE_QTY}
          name={line.name}
          busy={update.isPending}
          onChange={(next) => update.mutate({ cartId: line.cart_id, qty: next })}
        />
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">Line total </span>
        {formatAed(line.line_total)}
      </p>
      <button
        type="button"
        className="cart-line__remove link-button"
        disabled={remove.isPending}
        onClick={() => remove.mutate(line.cart_id)}
        aria-label={`Remove ${line.name} from cart`}
      >
        Remove
      </button>
      {problem ? (
        <p className="cart-line__error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
