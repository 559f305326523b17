import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { AccountNav } from '@/features/auth/components/account-nav';
import { useContactDetails } from '@/features/content/api/get-pages';
import { OrderDetailView } from '@/features/orders/components/order-detail';

/** /account/order?number=CEL-…: one order with its tracking, invoice and cancel (individual accounts only). */
export function Component() {
  const [params] = useSearchParams();
  const orderNumber = (params.get('number') ?? '').trim().toUpperCase();
  const { data: contact } = useContactDetails();
  const title = orderNumber ? `Order ${orderNumber}` : 'Order';
  return (
    <div className="container page account">
      <Seo title={title} description="Your Cellar order." noIndex />
      <PageHeader title={title}>
        <AccountNav />
      </PageHeader>
      <OrderDetailView
        orderNumber={orderNumber}
        store={contact ? { address: contact.store_address, mapLink: contact.store_map_link } : null}
      />
    </div>
  );
}
