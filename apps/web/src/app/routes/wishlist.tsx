import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';

/** /wishlist: empty until accounts arrive (a guest's wishlist reads as empty, spec section 4). */
export function Component() {
  return (
    <div className="container page">
      <Seo title="Your wishlist" description="Bottles you have saved at Cellar." noIndex />
      <PageHeader title="Your wishlist" />
      <div className="empty-state">
        <p className="empty-state__title">Your wishlist is empty</p>
        <p>Tap the heart on any bottle to save it for later.</p>
        <Link to={paths.home()} className="btn btn--primary">Discover bottles</Link>
      </div>
    </div>
  );
}
