import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { AccountNav } from '@/features/auth/components/account-nav';

/** /account/orders (individual accounts only, spec sections 2 and 6): the list arrives with orders (issue 9). */
export function Component() {
  return (
    <div className="container page account">
      <Seo title="My orders" description="Your Cellar orders." noIndex />
      <PageHeader title="My account"><AccountNav /></PageHeader>
      <div className="empty-state">
        <p className="empty-state__title">No orders yet</p>
        <p>Orders you place will be listed here with their status and tracking.</p>
        <Link to={paths.home()} className="btn btn--primary">Start shopping</Link>
      </div>
    </div>
  );
}
