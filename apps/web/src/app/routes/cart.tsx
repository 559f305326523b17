import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';
import { EMPTY_CART_TEXT } from '@/features/cart/components/cart-menu';

/** /cart: guests (and, until accounts arrive, everyone) see the empty state. */
export function Component() {
  return (
    <div className="container page">
      <Seo title="Your cart" description="Your shopping cart at Cellar." noIndex />
      <PageHeader title="Your cart" />
      <div className="empty-state">
        <p className="empty-state__title">{EMPTY_CART_TEXT}</p>
        <p>{`Free delivery across Dubai on orders above ${SHOP_TERMS.freeDeliveryAbove}.`}</p>
        <Link to={paths.home()} className="btn btn--primary">Continue shopping</Link>
      </div>
    </div>
  );
}
