import { shopToday, type StaffOrderDetail } from '@shop/shared/rules';
import { ageOn, formatDay, paymentLabel } from './format.ts';

/** Who ordered and where it goes: what a packer and a courier look for first. */
export function OrderFacts({ order }: { order: StaffOrderDetail }) {
  const { customer } = order;
  const address = order.billing_address;
  const pickup = order.fulfilment === 'pickup';
  return (
    <div className="area-facts facts">
      <section className="panel" aria-labelledby="customer-title">
        <h2 id="customer-title">Customer</h2>
        <dl className="facts__list">
          <div>
            <dt>Name</dt>
            <dd>{customer.name}</dd>
          </div>
          {customer.mobile && (
            <div>
              <dt>Mobile</dt>
              <dd>
                <a href={`tel:${customer.mobile}`}>{customer.mobile}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>
              {customer.dob
                ? `${formatDay(customer.dob)} (${ageOn(customer.dob, shopToday(new Date()))} years)`
                : 'Not given'}
            </dd>
          </div>
        </dl>
      </section>
      <section className="panel" aria-labelledby="handover-title">
        <h2 id="handover-title">{pickup ? 'Pickup' : 'Delivery'}</h2>
        <dl className="facts__list">
          <div>
            <dt>Slot</dt>
            <dd>{order.slot.label}</dd>
          </div>
          {address && (
            <div>
              <dt>Address</dt>
              <dd>
                <address>
                  {[
                    address.full_name,
                    address.address_line1,
                    address.address_line2,
                    [address.city, address.state].filter(Boolean).join(', '),
                    address.country,
                  ]
                    .filter(Boolean)
                    .map((line, index) => (
                      <span key={index} className="address-line">
                        {line}
                      </span>
                    ))}
                  {address.mobile && address.mobile !== customer.mobile && (
                    <a href={`tel:${address.mobile}`}>{address.mobile}</a>
                  )}
                </address>
              </dd>
            </div>
          )}
          <div>
            <dt>Payment</dt>
            <dd>
              {/* Paid by card online before it leaves (decision 027): nothing to take at the door. */}
              {order.payment === 'online'
                ? 'Card online'
                : `${paymentLabel(order.payment)} ${pickup ? 'at pickup' : 'on delivery'}`}
            </dd>
          </div>
          {order.notes && (
            <div>
              <dt>Notes</dt>
              <dd className="notes">{order.notes}</dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
