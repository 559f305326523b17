import {
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type StaffReceiveReturnBody,
  type StaffReturnDecisionBody,
  type StaffReturnResult,
  type StaffReturnRow,
} from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { formatDateTime, formatMoney, plainName } from './format.ts';
import { ordersKeys } from './orders-api.ts';
import { ReturnActions } from './return-actions.tsx';
import { decideReturn, receiveReturn, returnsKeys } from './returns-api.ts';
import { returnPaymentLabel } from './returns-params.ts';

type Change = { kind: 'decide'; body: StaffReturnDecisionBody } | { kind: 'receive'; body: StaffReceiveReturnBody };

/**
 * One return in the list: its order (a link), the customer, when and why it was asked for, the items and their value,
 * how the order was paid, and what staff may do next. Done, the lists are read again and `onDone` says what happened.
 */
export function ReturnCard({
  row,
  canWrite,
  onDone,
}: {
  row: StaffReturnRow;
  canWrite: boolean;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    ]);
  const change = useMutation({
    mutationFn: (next: Change): Promise<StaffReturnResult> =>
      next.kind === 'decide' ? decideReturn(row.id, next.body) : receiveReturn(row.id, next.body),
    onSuccess: async (result) => {
      await refresh();
      onDone(result.message);
    },
    // Decided meanwhile by someone else: the list shows where it stands now.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  });
  const titleId = `return-${row.id}-title`;
  return (
    <li className="return-card panel">
      <article aria-labelledby={titleId}>
        <div className="return-card__head">
          <h2 id={titleId} className="return-card__title">
            <Link to={`/orders/${row.order_number}`}>{row.order_number}</Link>
          </h2>
          <span className={`state return-state--${row.state}`}>{RETURN_STATE_LABELS[row.state]}</span>
          <span className="return-card__amount">{formatMoney(row.amount)}</span>
        </div>
        <dl className="return-card__facts">
          <div>
            <dt>Customer</dt>
            <dd>
              {row.customer_name}
              <span className="cell-sub">{row.customer_email}</span>
            </dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>
              <time dateTime={row.requested_at}>{formatDateTime(row.requested_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Reason</dt>
            <dd>{RETURN_REASON_LABELS[row.reason]}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{returnPaymentLabel(row.payment)}</dd>
          </div>
        </dl>
        <ul className="return-card__lines">
          {row.lines.map((line) => (
            <li key={line.line_id}>
              <span>
                {line.qty} × {plainName(line.name)}
                {line.size && <span className="cell-sub">{line.size}</span>}
              </span>
              <span className="return-card__money">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
        {row.note && <p className="return-card__note notes">Customer: {row.note}</p>}
        {row.staff_note && <p className="return-card__note notes">Staff: {row.staff_note}</p>}
        <ErrorAlert error={change.error} />
        {canWrite && (
          <ReturnActions
            row={row}
            busy={change.isPending}
            onDecide={(body) => change.mutate({ kind: 'decide', body })}
            onReceive={(body) => change.mutate({ kind: 'receive', body })}
          />
        )}
      </article>
    </li>
  );
}
