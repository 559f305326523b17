import { useId, useState } from 'react';

interface QuantityStepperProps {
  value: number;
  /** The most the + button goes to (the stock, capped); typing more lets the server say how many are left. */
  max: number;
  /** The most that may be typed at all. */
  limit: number;
  /** What is counted, for the labels: 'Quantity of {name}', 'Increase quantity of {name}'. */
  name: string;
  /** A change is on its way: further presses wait (the controls stay focusable, so keyboard users keep their place). */
  busy?: boolean;
  onChange: (qty: number) => void;
}

/** − / number / +; a typed number is sent when the field is left or Enter is pressed, not at every keystroke. */
export function QuantityStepper({ value, max, limit, name, busy = false, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const change = (qty: number) => {
    if (!busy && qty !== value) onChange(qty);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    change(Math.min(limit, Math.max(1, Math.floor(Number(draft)) || value)));
  };
  return (
    <div className="qty qty--small" aria-busy={busy}>
      <label htmlFor={id} className="visually-hidden">{`Quantity of ${name}`}</label>
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={value <= 1}
        aria-disabled={busy || undefined}
        onClick={() => change(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        value={draft ?? value}
        readOnly={busy}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => (e.key === 'Enter' ? commit() : undefined)}
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={value >= max}
        aria-disabled={busy || undefined}
        onClick={() => change(value + 1)}
      >
        +
      </button>
    </div>
  );
}
