import type { CustomerAddress, CustomerDetail } from '@shop/shared/rules';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, stateLabel } from './format.ts';

/** The customer's latest orders, newest first, each a link to its page; the count says how many there are in all. */
export function OrdersPanel({ detail }: { detail: CustomerDetail }) {
  const { orders, order_count: count } = detail;
  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <>
          <p className="cell-sub">
            {count > orders.length
              ? `The latest ${orders.length} of ${count} orders.`
              : `${count} ${count === 1 ? 'order' : 'orders'} in all.`}
          </p>
          <ul className="customer-orders">
            {orders.map((order) => (
              <li key={order.id} className="customer-order">
                <Link className="order-link" to={`/orders/${order.order_number}`}>
                  {order.order_number}
                </Link>
                <span className={`state state--${order.state}`}>{stateLabel(order.state)}</span>
                <span className="customer-order__total">{formatMoney(order.total_amount)}</span>
                <span className="customer-order__when">
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                  {order.eid_provided && ' · Emirates ID uploaded'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AddressLines({ address: a }: { address: CustomerAddress }) {
  const lines = [
    a.full_name,
    a.address_line1,
    a.address_line2,
    [a.city, a.state, a.postal_code].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index} className="address-line">
          {line}
        </span>
      ))}
      <a href={`tel:${a.mobile}`}>{a.mobile}</a>
      {a.email && (
        <>
          {' · '}
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </>
      )}
    </address>
  );
}

export function AddressesPanel({ addresses }: { addresses: CustomerAddress[] }) {
  return (
    <section className="panel" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? (
        <p>No addresses saved.</p>
      ) : (
        <ul className="customer-addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <p className="customer-addresses__kind">
                {address.address_type}
                {address.is_default && <span className="tag tag--info">Default</span>}
              </p>
              <AddressLines address={address} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
