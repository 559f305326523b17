import { ORDER_MESSAGES, type OrderDetail } from '@shop/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';

/** Whether the shopper may cancel: only while the order is placed (the shop has not confirmed it yet). */
export function canCancel(order: Pick<OrderDetail, 'state' | 'can_cancel'>): boolean {
  return order.state === 'placed' && order.can_cancel;
}

/** Cancel, asked twice: the first press shows what it means and the real button, focused; Keep my order goes back. */
export function CancelOrder({ order }: { order: Pick<OrderDetail, 'order_number' | 'state' | 'can_cancel'> }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order.order_number);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) askButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!canCancel(order)) return null;
  if (!confirming) {
    return (
      <button ref={askButton} type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        Cancel order
      </button>
    );
  }
  const yes = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify('success', ORDER_MESSAGES.cancelled),
      onError: (err) => {
        notify(
          'error',
          err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Oops, Something went wrong!',
        );
        setConfirming(false);
      },
    });
  return (
    <div className="cancel-confirm" role="group" aria-labelledby="cancel-question">
      <p
        id="cancel-question"
        className="cancel-confirm__question"
      >{`Cancel order ${order.order_number}? This cannot be undone.`}</p>
      <div className="cancel-confirm__actions">
        <button
          ref={confirmButton}
          type="button"
          className="btn btn--primary"
          onClick={yes}
          disabled={cancel.isPending}
        >
          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel the order'}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setConfirming(false)}
          disabled={cancel.isPending}
        >
          Keep my order
        </button>
      </div>
    </div>
  );
}
