import { CART_MESSAGES, ORDER_MESSAGES } from '@shop/shared/rules';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AddressPicker } from '@/features/addresses/components/address-picker';
import { useMe } from '@/features/auth/api/get-me';
import { useCart } from '@/features/cart/api/get-cart';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { useContactDetails } from '@/features/content/api/get-pages';
import { useOrders } from '@/features/orders/api/get-orders';
// The account forms' fields (`.field`): checkout's fields look the same.
import '@/features/auth/components/auth.css';

/**
 * /checkout for a logged-in shopper (issue 9): the cart, the saved addresses, the orders (a first order needs the
 * Emirates ID) and the store's address come together here. The URL make-order answers (`?status=success&order=`)
 * leads to the confirmation.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cart = useCart();
  const orders = useOrders();
  const { data: contact } = useContactDetails();
  // The account's name and mobile prefill a new address.
  useMe();

  const status = params.get('status');
  const placed = status === 'success' || status === 'pending' ? params.get('order') : null;
  // The confirmation reads the order from the server, so it says what the gateway said, whatever this URL claims.
  if (placed) return <Navigate to={paths.checkoutConfirmation(placed)} replace />;
  // Back from a card payment that did not go through: the server put the order's lines back in the cart.
  const failed =
    status === 'failed' ? (
      <div className="notice notice--error" role="alert">
        <p>{ORDER_MESSAGES.paymentFailed}</p>
      </div>
    ) : null;

  let body;
  if (cart.isPending || orders.isPending) body = <Spinner label="Loading your cart…" />;
  else if (cart.isError && !cart.data) {
    // A cart that could not be read is not an empty one.
    body = (
      <div className="notice notice--error" role="alert">
        <p>Your cart could not be loaded.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void cart.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!cart.lines.length) {
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{CART_MESSAGES.empty}</p>
        <p>Add something to your cart to check out.</p>
        <Link to={paths.home()} className="btn btn--primary">
          Continue shopping
        </Link>
      </div>
    );
  } else {
    body = (
      <CheckoutForm
        lines={cart.lines}
        // Proof of age is asked on a first order; every earlier one was cancelled counts as none (the server has the
        // last word).
        needsEid={!orders.data || orders.data.every((o) => o.state === 'cancelled')}
        store={contact ? { address: contact.store_address, mapLink: contact.store_map_link } : null}
        renderAddress={(props) => <AddressPicker {...props} />}
        onPlaced={(orderNumber) => void navigate(paths.checkoutConfirmation(orderNumber), { replace: true })}
      />
    );
  }
  return (
    <div className="container page">
      <Seo title="Checkout" description="Place your order." noIndex />
      <PageHeader title="Checkout" />
      {failed}
      {body}
    </div>
  );
}
