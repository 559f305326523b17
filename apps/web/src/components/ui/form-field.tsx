import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled and described (spread it on the input, select or textarea). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control, and read with it. */
  hint?: ReactNode;
  /** An error under the control (the control is then marked invalid). */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error, for forms outside the account popups (checkout, addresses): the same
 * look (`.field`) as the account forms, whatever the control is (input, select, textarea, file).
 */
export function FormField({ label, hint, error, className = '', children }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
