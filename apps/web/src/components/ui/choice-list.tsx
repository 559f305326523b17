import { useId, type ReactNode } from 'react';
import './choice-list.css';

export interface ChoiceOption<V extends string | number> {
  value: V;
  title: ReactNode;
  detail?: ReactNode;
}

export interface ChoiceListProps<V extends string | number> {
  /** The radios' name (one group per form). */
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  error?: string | null;
  /** Side by side on wide screens (two or three short choices). */
  inline?: boolean;
  children?: ReactNode;
}

/** Radios shown as cards, in a fieldset with its legend and error: arrow keys move between them, as radios do. */
export function ChoiceList<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  inline = false,
  children,
}: ChoiceListProps<V>) {
  const id = useId();
  return (
    <fieldset className="options" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label options__legend">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className={`options__list ${inline ? 'options__list--inline' : ''}`}>
        {options.map((o) => (
          <li key={o.value}>
            <label className={`option-card ${value === o.value ? 'is-checked' : ''}`}>
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
              />
              <span className="option-card__text">
                <span className="option-card__title">{o.title}</span>
                {o.detail ? <span className="option-card__detail">{o.detail}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}
