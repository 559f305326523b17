import {
  isShopError,
  REFUND_METHOD_LABELS,
  RETURN_MESSAGES,
  type RefundMethod,
  type StaffReceiveReturnBody,
  type StaffReturnDecisionBody,
  type StaffReturnRow,
} from '@shop/shared/rules';
import { useState } from 'react';

/**
 * What staff do with a return (decision 028): approve or refuse one asked for (a refusal says why: the customer reads
 * it), and mark an approved one received, which refunds it. The server checks the same rules and the role.
 */
interface ActionsProps {
  row: StaffReturnRow;
  busy: boolean;
  onDecide: (body: StaffReturnDecisionBody) => void;
  onReceive: (body: StaffReceiveReturnBody) => void;
}

type Open = 'refuse' | 'receive' | null;

export function ReturnActions({ row, busy, onDecide, onReceive }: ActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const formId = `return-${row.id}-${open}`;
  const back = (button: string) => {
    setOpen(null);
    document.getElementById(`return-${row.id}-${button}`)?.focus();
  };
  if (row.state === 'requested') {
    return (
      <div className="return-actions">
        <div className="return-actions__buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onDecide({ decision: 'approved' })}
          >
            Approve
          </button>
          <button
            type="button"
            id={`return-${row.id}-refuse`}
            className="button button--danger"
            aria-expanded={open === 'refuse'}
            aria-controls={open === 'refuse' ? formId : undefined}
            onClick={() => setOpen(open === 'refuse' ? null : 'refuse')}
          >
            Refuse
          </button>
        </div>
        {open === 'refuse' && (
          <RefuseReturnForm id={formId} busy={busy} onSubmit={onDecide} onClose={() => back('refuse')} />
        )}
      </div>
    );
  }
  if (row.state === 'approved') {
    return (
      <div className="return-actions">
        <div className="return-actions__buttons">
          <button
            type="button"
            id={`return-${row.id}-receive`}
            className="button button--primary"
            aria-expanded={open === 'receive'}
            aria-controls={open === 'receive' ? formId : undefined}
            onClick={() => setOpen(open === 'receive' ? null : 'receive')}
          >
            Mark received
          </button>
        </div>
        {open === 'receive' && (
          <ReceiveReturnForm id={formId} row={row} busy={busy} onSubmit={onReceive} onClose={() => back('receive')} />
        )}
      </div>
    );
  }
  return null;
}

function FormButtons({
  busy,
  label,
  tone,
  onClose,
}: {
  busy: boolean;
  label: string;
  tone: string;
  onClose: () => void;
}) {
  return (
    <div className="move-form__actions">
      <button className={`button ${tone}`} type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <button className="button" type="button" onClick={onClose} disabled={busy}>
        Back
      </button>
    </div>
  );
}

interface RefuseProps {
  id: string;
  busy: boolean;
  onSubmit: (body: StaffReturnDecisionBody) => void;
  onClose: () => void;
}

export function RefuseReturnForm({ id, busy, onSubmit, onClose }: RefuseProps) {
  const [missing, setMissing] = useState(false);
  return (
    <form
      id={id}
      className="move-form"
      aria-label="Refuse the return"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
        setMissing(!note);
        if (note) onSubmit({ decision: 'refused', note });
        else event.currentTarget.querySelector('textarea')?.focus();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-note`}>Why is the return refused? The customer reads it.</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={300}
          required
          autoFocus
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => event.target.value.trim() && setMissing(false)}
        />
        {missing && (
          <p className="field__error" id={`${id}-missing`} role="alert">
            {RETURN_MESSAGES.refuseReasonRequired}
          </p>
        )}
      </div>
      <FormButtons busy={busy} label="Refuse the return" tone="button--danger" onClose={onClose} />
    </form>
  );
}

/** The ways the money may go back: to the card for an order paid online (the only way then), else cash or transfer. */
export function refundMethodsFor(payment: StaffReturnRow['payment']): RefundMethod[] {
  return payment === 'online' ? ['card'] : ['cash', 'bank_transfer'];
}

interface ReceiveProps {
  id: string;
  row: StaffReturnRow;
  busy: boolean;
  onSubmit: (body: StaffReceiveReturnBody) => void;
  onClose: () => void;
}

export function ReceiveReturnForm({ id, row, busy, onSubmit, onClose }: ReceiveProps) {
  const methods = refundMethodsFor(row.payment);
  return (
    <form
      id={id}
      className="move-form"
      aria-label="Mark the return received"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const note = String(data.get('note') ?? '').trim();
        onSubmit({
          refund_method: data.get('refund_method') as RefundMethod,
          refund_shipping: data.get('refund_shipping') === 'on',
          restock: data.get('restock') === 'on',
          ...(note && { note }),
        });
      }}
    >
      <fieldset className="choices">
        <legend>How does the money go back?</legend>
        {methods.map((method, index) => (
          <label key={method} className="check check--big">
            <input
              type="radio"
              name="refund_method"
              value={method}
              required
              defaultChecked={index === 0}
              autoFocus={index === 0}
            />
            <span>{REFUND_METHOD_LABELS[method]}</span>
          </label>
        ))}
      </fieldset>
      {row.payment === 'online' && <p className="return-actions__hint">{RETURN_MESSAGES.onlinePaymentGoesToCard}</p>}
      <label className="check check--big">
        <input type="checkbox" name="refund_shipping" defaultChecked={isShopError(row.reason)} />
        <span>Refund the delivery charge</span>
      </label>
      <label className="check check--big">
        <input type="checkbox" name="restock" defaultChecked />
        <span>Put the items back in stock</span>
      </label>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={300} />
      </div>
      <FormButtons busy={busy} label="Mark received and refund" tone="button--primary" onClose={onClose} />
    </form>
  );
}
