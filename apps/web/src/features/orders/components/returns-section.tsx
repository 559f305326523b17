import {
  formatAed,
  REFUND_METHOD_LABELS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type OrderDetail,
  type Refund,
  type RefundState,
} from '@shop/shared/rules';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { shopDateShort } from '@/lib/shop-date';
import { notify } from '@/lib/toast';
import { getCreditNote } from '../api/get-credit-note';
import './returns.css';

/**
 * How a refund's state reads to the shopper. A refund the gateway refused is the shop's to sort out (staff try again
 * or pay it back another way): the shopper reads that it is delayed, not the gateway's error.
 */
export const REFUND_STATE_WORDS: Readonly<Record<RefundState, string>> = {
  pending: 'On its way',
  done: 'Refunded',
  failed: 'Delayed',
};

/** The heading's id: the order page moves the focus there once a return request has been sent. */
export const RETURNS_TITLE_ID = 'returns-title';

/** Downloads a refund's credit note (a PDF fetched with the shopper's token, as the tax invoice is). */
function CreditNoteButton({ refund }: { refund: Refund & { credit_note_url: string } }) {
  const [busy, setBusy] = useState(false);
  const number = refund.credit_note_number ?? `refund-${refund.id}`;
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getCreditNote(refund.credit_note_url), `credit-note-${number}.pdf`);
    } catch (err) {
      notify(
        'error',
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'The credit note could not be downloaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => void download()} disabled={busy}>
      {busy
        ? 'Preparing the credit note...'
        : `Credit note${refund.credit_note_number ? ` ${refund.credit_note_number}` : ''} (PDF)`}
    </button>
  );
}

/** The order's returns (what, why, where each stands) and the money given back, each refund with its credit note. */
export function ReturnsSection({ order }: { order: Pick<OrderDetail, 'returns' | 'refunds'> }) {
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <section className="panel returns" aria-labelledby={RETURNS_TITLE_ID}>
      <h2 id={RETURNS_TITLE_ID} tabIndex={-1}>
        Returns and refunds
      </h2>
      {order.returns.length > 0 ? (
        <ul className="returns__list" aria-label="Returns">
          {order.returns.map((r) => (
            <li key={r.id} className="return-card">
              <p className="return-card__head">
                <span className={`return-state return-state--${r.state}`}>{RETURN_STATE_LABELS[r.state]}</span>
                <span className="return-card__when">
                  {'Asked for on '}
                  <time dateTime={r.requested_at}>{shopDateShort(r.requested_at)}</time>
                </span>
              </p>
              <p className="return-card__reason">{RETURN_REASON_LABELS[r.reason]}</p>
              <ul className="return-card__lines">
                {r.lines.map((line) => (
                  <li key={line.line_id}>
                    <span>{`${line.qty} × ${line.name}${line.size ? ` (${line.size})` : ''}`}</span>
                    <span className="return-card__amount">{formatAed(line.amount)}</span>
                  </li>
                ))}
              </ul>
              <p className="return-card__total">
                <span>Value of the items</span>
                <span className="return-card__amount">{formatAed(r.amount)}</span>
              </p>
              {r.state === 'refused' && r.staff_note ? (
                <p className="return-card__note">{`Why we refused it: ${r.staff_note}`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.refunds.length > 0 ? (
        <ul className="returns__list" aria-label="Refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="refund-card">
              <p className="return-card__head">
                <span className={`return-state refund-state--${refund.state}`}>{REFUND_STATE_WORDS[refund.state]}</span>
                <span className="return-card__when">
                  {refund.kind === 'cancellation' ? 'Refund of the cancelled order' : 'Refund of returned items'}
                </span>
              </p>
              <dl className="refund-card__facts">
                <div>
                  <dt>Amount</dt>
                  <dd>
                    {formatAed(refund.amount)}
                    {refund.shipping > 0 ? ` (delivery ${formatAed(refund.shipping)} included)` : ''}
                  </dd>
                </div>
                <div>
                  <dt>Paid back</dt>
                  <dd>{REFUND_METHOD_LABELS[refund.method]}</dd>
                </div>
              </dl>
              {refund.state === 'pending' && refund.method === 'card' ? (
                <p className="refund-card__hint">{RETURN_MESSAGES.refundPending}</p>
              ) : null}
              {refund.credit_note_url ? (
                <CreditNoteButton refund={{ ...refund, credit_note_url: refund.credit_note_url }} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
