import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { AccountNav } from '@/features/auth/components/account-nav';
import { OrdersList } from '@/features/orders/components/orders-list';

/** /account/orders (individual accounts only, spec sections 2 and 6): the shopper's orders. */
export function Component() {
  return (
    <div className="container page account">
      <Seo title="My orders" description="Your Cellar orders." noIndex />
      <PageHeader title="My account">
        <AccountNav />
      </PageHeader>
      <OrdersList />
    </div>
  );
}
