import { REFUSAL_REASON_LABELS, type RefusalReason } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCan } from '../../session/session.ts';
import { formatDateTime, fulfilmentLabel, stateLabel } from './format.ts';
import { fetchOrder, invoiceUrl, ordersKeys, packingSlipUrl } from './orders-api.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMoves } from './order-moves.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ProofOfAge } from './proof-of-age.tsx';

/**
 * One order (issue 25, items 5 to 7): its next step first (a courier at the door needs only that), then who and
 * where, the proof of age, the lines, the card payment and any returns and refunds (decision 028), and the history.
 * Panels a role may not use are not shown.
 */
export function OrderDetailPage() {
  const { number = '' } = useParams();
  const canMove = useCan('orders:move');
  const canVerify = useCan('id:verify');
  const order = useQuery({ queryKey: ordersKeys.detail(number), queryFn: () => fetchOrder(number) });
  const o = order.data;
  return (
    <>
      <p className="back">
        <Link to="/orders">← All orders</Link>
      </p>
      <div className="page-head">
        <PageHeading title={`Order ${number}`}>Order {number}</PageHeading>
        {o && <span className={`state state--${o.state}`}>{stateLabel(o.state, o.fulfilment)}</span>}
      </div>
      <ErrorAlert error={order.error} />
      {order.isPending && <Loading what="the order" />}
      {o && (
        <>
          <p className="meta">
            Placed <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time> · {fulfilmentLabel(o.fulfilment)}
            {o.refusal_reason &&
              ` · refused: ${REFUSAL_REASON_LABELS[o.refusal_reason as RefusalReason] ?? o.refusal_reason}`}
          </p>
          <p className="papers">
            {/* Nothing was sold to a cancelled or refused order (nor to one cancelled and refunded): no invoice. */}
            {o.state !== 'cancelled' && o.state !== 'refused' && !o.refunds.some((r) => r.kind === 'cancellation') && (
              <a className="button" href={invoiceUrl(o.order_number)} target="_blank" rel="noopener">
                Tax invoice (PDF)<span className="visually-hidden">, opens in a new tab</span>
              </a>
            )}
            <a className="button" href={packingSlipUrl(o.order_number)} target="_blank" rel="noopener">
              Packing slip (PDF)<span className="visually-hidden">, opens in a new tab</span>
            </a>
          </p>
          <div className="detail">
            {canMove && <OrderMoves order={o} />}
            <OrderFacts order={o} />
            {canVerify && <ProofOfAge order={o} />}
            <OrderLines order={o} />
            <OrderPayment order={o} />
            <OrderReturns order={o} />
            <OrderTimeline order={o} />
          </div>
        </>
      )}
    </>
  );
}
