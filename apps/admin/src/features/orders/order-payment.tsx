import type { StaffOrderDetail } from '@shop/shared/rules';
import { formatMoney } from './format.ts';

const PROVIDER_LABELS = { ngenius: 'N-Genius (card online)', cod: 'On delivery' } as const;

/**
 * The card payment online as last read from the gateway (decision 027): who took it, where it stands, and how much
 * was captured and refunded. An order paid on delivery has its record (and this panel) once it is delivered.
 */
export function OrderPayment({ order }: { order: StaffOrderDetail }) {
  const record = order.payment_record;
  if (!record) return null;
  return (
    <section className="panel area-payment" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl className="facts__list">
        <div>
          <dt>Provider</dt>
          <dd>
            {PROVIDER_LABELS[record.provider]}
            {record.reference && <span className="cell-sub">Reference {record.reference}</span>}
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{record.state}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(record.amount)}</dd>
        </div>
        <div>
          <dt>Captured</dt>
          <dd>{formatMoney(record.captured)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatMoney(record.refunded)}</dd>
        </div>
      </dl>
    </section>
  );
}
