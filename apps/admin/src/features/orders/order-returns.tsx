import {
  REFUND_METHOD_LABELS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type Refund,
  type RefundState,
  type StaffOrderDetail,
} from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { useCan } from '../../session/session.ts';
import { formatDateTime, formatMoney, plainName } from './format.ts';
import { ordersKeys } from './orders-api.ts';
import { creditNoteHref, payRefundOtherwise, retryRefund, returnsKeys } from './returns-api.ts';

/** A refund's state as staff read it. */
export const REFUND_STATE_TEXT: Readonly<Record<RefundState, string>> = {
  pending: 'Sent to the bank',
  done: 'Refunded',
  failed: 'Refused by the gateway',
};

/** How a refused refund can end: sent to the gateway again, or paid back another way. */
type RefundAction = 'retry' | 'cash' | 'bank_transfer';

/**
 * A refund the gateway refused (decision 028): sent again, or recorded as paid back in cash or by bank transfer (a
 * card closed since); what the server says, and the order read afresh.
 */
function RefusedRefund({ refund }: { refund: Refund }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: RefundAction) =>
      action === 'retry' ? retryRefund(refund.id) : payRefundOtherwise(refund.id, { method: action }),
    onMutate: () => setDone(null),
    onSuccess: async (result) => {
      setDone(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
      ]);
    },
  });
  const button = (action: RefundAction, label: string, busy: string) => (
    <button type="button" className="button" disabled={act.isPending} onClick={() => act.mutate(action)}>
      {act.isPending && act.variables === action ? busy : label}
    </button>
  );
  return (
    <>
      <p className="refund__problem">{RETURN_MESSAGES.refundFailed}</p>
      <div className="refund__actions">
        {button('retry', 'Try the refund again', 'Trying again…')}
        {button('cash', 'Paid back in cash', 'Recording…')}
        {button('bank_transfer', 'Paid back by bank transfer', 'Recording…')}
      </div>
      <ErrorAlert error={act.error} />
      <StatusMessage>{done}</StatusMessage>
    </>
  );
}

/**
 * The order's returns (what came back, why, where each stands) and the money given back, each refund with its credit
 * note; a refund the gateway refused can be tried again, or paid back another way, by staff who handle returns.
 */
export function OrderReturns({ order }: { order: StaffOrderDetail }) {
  const canWrite = useCan('returns:write');
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <section className="panel area-returns" aria-labelledby="returns-title">
      <h2 id="returns-title">Returns and refunds</h2>
      {order.returns.length > 0 && (
        <ul className="order-returns" aria-label="Returns">
          {order.returns.map((r) => (
            <li key={r.id} className="order-return">
              <p className="order-return__head">
                <span className={`state return-state--${r.state}`}>{RETURN_STATE_LABELS[r.state]}</span>
                <span>{RETURN_REASON_LABELS[r.reason]}</span>
                <span className="order-return__amount">{formatMoney(r.amount)}</span>
              </p>
              <p className="cell-sub">
                Asked for <time dateTime={r.requested_at}>{formatDateTime(r.requested_at)}</time>
                {r.received_at && (
                  <>
                    {' · received '}
                    <time dateTime={r.received_at}>{formatDateTime(r.received_at)}</time>
                  </>
                )}
              </p>
              <ul className="order-return__lines">
                {r.lines.map((line) => (
                  <li key={line.line_id}>
                    {line.qty} × {plainName(line.name)} {line.size && `(${line.size})`} · {formatMoney(line.amount)}
                  </li>
                ))}
              </ul>
              {r.note && <p className="notes">Customer: {r.note}</p>}
              {r.staff_note && <p className="notes">Staff: {r.staff_note}</p>}
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul className="order-returns" aria-label="Refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="order-return">
              <p className="order-return__head">
                <span className={`state refund-state--${refund.state}`}>{REFUND_STATE_TEXT[refund.state]}</span>
                <span>
                  {refund.kind === 'cancellation' ? 'Cancelled order' : 'Return'} ·{' '}
                  {REFUND_METHOD_LABELS[refund.method]}
                </span>
                <span className="order-return__amount">{formatMoney(refund.amount)}</span>
              </p>
              <p className="cell-sub">
                {refund.shipping > 0 && `Includes the delivery charge, ${formatMoney(refund.shipping)} · `}
                Made <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time>
              </p>
              {refund.credit_note_url ? (
                <a className="button" href={creditNoteHref(refund.credit_note_url)} target="_blank" rel="noopener">
                  Credit note {refund.credit_note_number ?? ''} (PDF)
                  <span className="visually-hidden">, opens in a new tab</span>
                </a>
              ) : (
                refund.state !== 'failed' && <p className="cell-sub">{RETURN_MESSAGES.noCreditNote}</p>
              )}
              {refund.state === 'failed' && canWrite && <RefusedRefund refund={refund} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
