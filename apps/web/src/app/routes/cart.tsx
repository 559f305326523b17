import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { CartView } from '@/features/cart/components/cart-view';

/** /cart: the shopper's lines and totals; guests (who may open it, spec section 2) see 'Cart is Empty'. */
export function Component() {
  return (
    <div className="container page">
      <Seo title="Your cart" description="Your shopping cart at Cellar." noIndex />
      <PageHeader title="Your cart" />
      <CartView />
    </div>
  );
}
