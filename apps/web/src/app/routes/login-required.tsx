import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';

/** /checkout (needs a login, spec section 6) and, until accounts arrive, the /account placeholder for a session. */
export function Component({ checkout = false }: { checkout?: boolean }) {
  const title = checkout ? 'Checkout' : 'My account';
  return (
    <div className="container page">
      <Seo title={title} description="Log in to continue." noIndex />
      <PageHeader title={title} />
      <div className="empty-state">
        <p className="empty-state__title">{checkout ? 'Please Login First to Checkout.' : 'Please log in to see your account.'}</p>
        <p>Sign-in with your mobile number is coming soon. Meanwhile you can browse and save your favourites.</p>
        <Link to={paths.home()} className="btn btn--primary">Back to the shop</Link>
      </div>
    </div>
  );
}
