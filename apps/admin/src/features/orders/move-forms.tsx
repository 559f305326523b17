import {
  ID_CHECKED_AT_DOOR,
  ORDER_MESSAGES,
  REFUSAL_REASON_LABELS,
  REFUSAL_REASONS,
  type RefusalReason,
} from '@shop/shared/rules';
import { useState } from 'react';
import type { MoveInput } from './orders-api.ts';

/**
 * The moves that ask something first, each a small form under its button: the courier's ID check at the door, the
 * reason for a refusal, and a second word before cancelling.
 */
interface MoveFormProps {
  id: string;
  busy: boolean;
  pickup: boolean;
  onSubmit: (input: Omit<MoveInput, 'version'>) => void;
  onClose: () => void;
}

function Actions({ busy, label, tone, onClose }: { busy: boolean; label: string; tone: string; onClose: () => void }) {
  return (
    <div className="move-form__actions">
      <button className={`button button--big ${tone}`} type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <button className="button button--big" type="button" onClick={onClose} disabled={busy}>
        Back
      </button>
    </div>
  );
}

export function DeliverForm({ id, busy, pickup, onSubmit, onClose }: MoveFormProps) {
  const [missing, setMissing] = useState(false);
  const check = pickup ? ID_CHECKED_AT_DOOR.replace('at the door', 'at the counter') : ID_CHECKED_AT_DOOR;
  return (
    <form
      id={id}
      className="move-form"
      aria-label={pickup ? 'Hand over at the counter' : 'Hand over at the door'}
      onSubmit={(event) => {
        event.preventDefault();
        const ticked = new FormData(event.currentTarget).get('id_checked') === 'on';
        setMissing(!ticked);
        if (ticked) onSubmit({ state: 'delivered', id_checked: true });
      }}
    >
      <label className="check check--big">
        <input
          type="checkbox"
          name="id_checked"
          required
          autoFocus
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => event.target.checked && setMissing(false)}
        />
        <span>{check}</span>
      </label>
      {missing && (
        <p className="field__error" id={`${id}-missing`} role="alert">
          {ORDER_MESSAGES.idCheckRequired.replace(ID_CHECKED_AT_DOOR, check)}
        </p>
      )}
      <Actions
        busy={busy}
        label={pickup ? 'Mark collected' : 'Mark delivered'}
        tone="button--primary"
        onClose={onClose}
      />
    </form>
  );
}

export function RefuseForm({ id, busy, onSubmit, onClose }: MoveFormProps) {
  return (
    <form
      id={id}
      className="move-form"
      aria-label="Refuse the handover"
      onSubmit={(event) => {
        event.preventDefault();
        const reason = new FormData(event.currentTarget).get('refusal_reason') as RefusalReason | null;
        if (reason) onSubmit({ state: 'refused', refusal_reason: reason });
      }}
    >
      <fieldset className="choices">
        <legend>Why was the order not handed over?</legend>
        {REFUSAL_REASONS.map((reason, index) => (
          <label key={reason} className="check check--big">
            <input type="radio" name="refusal_reason" value={reason} required autoFocus={index === 0} />
            <span>{REFUSAL_REASON_LABELS[reason]}</span>
          </label>
        ))}
      </fieldset>
      <Actions busy={busy} label="Mark refused" tone="button--danger" onClose={onClose} />
    </form>
  );
}

export function CancelForm({ id, busy, onSubmit, onClose }: MoveFormProps) {
  return (
    <form
      id={id}
      className="move-form"
      aria-label="Cancel the order"
      onSubmit={(event) => {
        event.preventDefault();
        const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
        onSubmit({ state: 'cancelled', ...(note && { note }) });
      }}
    >
      <p>Cancel this order? The customer is told, and its stock and any coupon are given back.</p>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note for the order's history (optional)</label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={300} autoFocus />
      </div>
      <Actions busy={busy} label="Yes, cancel the order" tone="button--danger" onClose={onClose} />
    </form>
  );
}
