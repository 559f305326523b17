import { CART_MESSAGES } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';

/** 'Cart is Empty' (spec section 8): a guest's cart, and an empty one. */
export function EmptyCart() {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{CART_MESSAGES.empty}</p>
      <p>{`Free delivery across Dubai on orders above ${SHOP_TERMS.freeDeliveryAbove}.`}</p>
      <Link to={paths.home()} className="btn btn--primary">
        Continue shopping
      </Link>
    </div>
  );
}
