import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useOrder } from '@/features/orders/api/get-orders';

/** /checkout/confirmation?order=CEL-…: the order is placed; its number, when and how, and links to it. */
export function Component() {
  const [params] = useSearchParams();
  const orderNumber = params.get('order') ?? '';
  const { data: order, error } = useOrder(orderNumber);
  // A number that names none of the shopper's orders (a mistyped or another's link) goes to their orders instead.
  const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (!orderNumber || unknown) return <Navigate to={paths.orders()} replace />;
  // A card order is thanked for only once the server has the gateway's word that it is paid.
  const title =
    order?.state === 'awaiting_payment'
      ? 'Waiting for your payment'
      : order?.state === 'cancelled' && order.payment === 'online'
        ? 'Your payment did not go through'
        : 'Thank you for your order!';
  return (
    <div className="container page">
      <Seo title="Thank you for your order" description="Your order is placed." noIndex />
      <PageHeader title={title} />
      <OrderConfirmation
        orderNumber={orderNumber}
        order={
          order && {
            fulfilment: order.fulfilment,
            slotLabel: order.slot.label,
            total: order.total_amount,
            payment: order.payment,
            state: order.state,
          }
        }
      />
    </div>
  );
}
