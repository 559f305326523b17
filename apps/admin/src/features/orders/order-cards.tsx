import { Link } from 'react-router';
import { formatDateTime, formatMoney, formatSlot, fulfilmentLabel, paymentLabel } from './format.ts';
import { AgeBadge } from './queue-columns.tsx';
import type { QueueTable } from './use-queue-table.ts';

/** The queue on a phone: one card per order, the whole card a link (through its number) with a big touch target. */
export function OrderCards({ table, caption }: { table: QueueTable; caption: string }) {
  return (
    <ul className="order-cards" aria-label={caption}>
      {table.getRowModel().rows.map(({ original: order }) => (
        <li key={order.id} className="order-card">
          <div className="order-card__top">
            <Link className="order-card__link" to={`/orders/${order.order_number}`}>
              {order.order_number}
            </Link>
            <span className="order-card__total">{formatMoney(order.total)}</span>
          </div>
          <p className="order-card__customer">{order.customer_name}</p>
          <p className="order-card__line">
            {fulfilmentLabel(order.fulfilment)} {formatSlot(order.slot_start, order.slot_end)}
          </p>
          <p className="order-card__line">
            {order.items} {order.items === 1 ? 'item' : 'items'}, {paymentLabel(order.payment).toLowerCase()} · placed{' '}
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
          <AgeBadge verified={order.age_verified} />
        </li>
      ))}
    </ul>
  );
}
