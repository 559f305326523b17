import type { OrderState, StaffOrderDetail } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { stateLabel } from './format.ts';
import { CancelForm, DeliverForm, RefuseForm } from './move-forms.tsx';
import { moveOrder, ordersKeys, type MoveInput } from './orders-api.ts';
import { movedMessage, nextMoves, type NextMove } from './next-moves.ts';

const FORMS = { confirmation: CancelForm, 'id-check': DeliverForm, 'refusal-reason': RefuseForm } as const;

/**
 * The order's next step, as big buttons a courier can press at the door (issue 25): the moves its state allows,
 * each sent with the version on screen, so a move made meanwhile by someone else is refused (409), said, and the
 * order shown afresh.
 */
export function OrderMoves({ order }: { order: StaffOrderDetail }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OrderState | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // After a move its button is gone: focus goes back to the panel's heading, not to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const pickup = order.fulfilment === 'pickup';
  const moves = nextMoves({
    state: order.state,
    fulfilment: order.fulfilment,
    ageVerified: !!order.age.verified_until,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  const move = useMutation({
    mutationFn: (input: Omit<MoveInput, 'version'>) =>
      moveOrder(order.order_number, { ...input, version: order.version }),
    onMutate: () => setDone(null),
    onSuccess: async (_answer, input) => {
      setOpen(null);
      setDone(movedMessage(input.state, order.order_number, pickup));
      await refresh();
      heading.current?.focus();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setOpen(null);
        await refresh();
        heading.current?.focus();
      }
    },
  });

  const press = (next: NextMove) => {
    if (next.blockedBy) return;
    if (next.needs === 'nothing') move.mutate({ state: next.to });
    else setOpen(open === next.to ? null : next.to);
  };
  const openMove = moves.find((m) => m.to === open);
  const Form = openMove && openMove.needs !== 'nothing' ? FORMS[openMove.needs] : null;

  return (
    <section className="panel area-moves moves" aria-labelledby="moves-title">
      <h2 id="moves-title" ref={heading} tabIndex={-1}>
        Next step
      </h2>
      <ErrorAlert error={move.error} />
      <StatusMessage>{done}</StatusMessage>
      {moves.length === 0 ? (
        <p>This order is {stateLabel(order.state, order.fulfilment).toLowerCase()}: nothing more to do.</p>
      ) : (
        <div className="moves__buttons">
          {moves.map((next) => (
            <div key={next.to} className="moves__move">
              <button
                type="button"
                id={`move-button-${next.to}`}
                className={`button button--big button--${next.tone}`}
                aria-disabled={next.blockedBy || move.isPending ? true : undefined}
                aria-describedby={next.blockedBy ? `blocked-${next.to}` : undefined}
                aria-expanded={next.needs === 'nothing' ? undefined : open === next.to}
                aria-controls={next.needs === 'nothing' || open !== next.to ? undefined : `move-${next.to}`}
                onClick={() => !move.isPending && press(next)}
              >
                {move.isPending && move.variables?.state === next.to ? 'Saving…' : next.label}
              </button>
              {next.blockedBy && (
                <p className="moves__blocked" id={`blocked-${next.to}`}>
                  {next.blockedBy}
                </p>
              )}
            </div>
          ))}
        </div>
      )}
      {Form && (
        <Form
          id={`move-${open}`}
          busy={move.isPending}
          pickup={pickup}
          onSubmit={(input) => move.mutate(input)}
          onClose={() => {
            setOpen(null);
            document.getElementById(`move-button-${open}`)?.focus();
          }}
        />
      )}
    </section>
  );
}
