import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { MoveToCartButton } from '../move-to-cart-button';

/** /wishlist: the saved bottles; a guest's wishlist reads as empty (spec section 4). */
export function Component() {
  return (
    <div className="container page">
      <Seo title="Your wishlist" description="Bottles you have saved at Cellar." noIndex />
      <PageHeader title="Your wishlist" />
      <WishlistView MoveToCart={MoveToCartButton} />
    </div>
  );
}
