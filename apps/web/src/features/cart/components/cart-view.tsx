import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useCart } from '../api/get-cart';
import { goodsAfterOffer } from '../hooks/cart-totals';
import { useCouponChecking } from '../hooks/use-coupon-sync';
import { CartLine } from './cart-line';
import { CartSummaryBox } from './cart-summary';
import { CouponForm } from './coupon-form';
import { EmptyCart } from './empty-cart';
import './cart.css';

/** The body of /cart: the lines, the totals and the coupon; 'Cart is Empty' for a guest or an empty cart. */
export function CartView() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const { lines, summary, data, isPending, isError, isFetching, refetch } = useCart();
  const checking = useCouponChecking(summary ? goodsAfterOffer(summary) : 0);

  if (!loggedIn) return <EmptyCart />;
  if (isPending) return <Spinner label="Loading your cart…" />;
  if (isError && !data) {
    return (
      <div className="notice notice--error" role="alert">
        <p>Your cart could not be loaded.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!summary || !lines.length) return <EmptyCart />;

  return (
    <div className="cart">
      <section className="cart__lines" aria-label="Items in your cart">
        <ul className="cart__list">
          {lines.map((line) => (
            <CartLine key={line.cart_id} line={line} />
          ))}
        </ul>
        <Link to={paths.home()} className="cart__continue">
          ← Continue shopping
        </Link>
      </section>
      <div className="cart__side">
        <CartSummaryBox summary={summary} busy={isFetching || checking} />
        <CouponForm goodsFils={goodsAfterOffer(summary)} />
      </div>
    </div>
  );
}
