import { useId, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { ErrorAlert } from './alert.tsx';

/** One field of a record's form: what it is called on the server (`name`) and how a person fills it in. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select';
  maxLength?: number;
  required?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  /** A select's choices; the first is chosen when the record has no value yet. */
  options?: readonly { value: string; label: string }[];
}

export type FormValues = Record<string, string>;

interface RecordFormProps {
  label: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}

/**
 * A record's fields as a form: the server checks every value, and its words show under the field concerned (or
 * above the buttons when they concern no field).
 */
export function RecordForm({
  label,
  fields,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: RecordFormProps) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? f.options?.[0]?.value ?? ''])),
  );
  const problems = error instanceof ApiError ? (error.fields ?? {}) : {};
  const onField = fields.some((f) => problems[f.name]?.length);
  const problem = (name: string) => problems[name]?.[0]?.replace(/^./, (first) => first.toUpperCase());
  const set = (name: string, value: string) => setValues((was) => ({ ...was, [name]: value }));

  return (
    <form
      className="record-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
      onKeyDown={(event) => event.key === 'Escape' && !pending && onCancel()}
    >
      <div className="record-form__fields">
        {fields.map((field, index) => {
          const fieldId = `${id}-${field.name}`;
          const said = problem(field.name);
          const described = [field.hint && `${fieldId}-hint`, said && `${fieldId}-error`].filter(Boolean).join(' ');
          const common = {
            id: fieldId,
            name: field.name,
            value: values[field.name] ?? '',
            required: field.required,
            autoFocus: index === 0,
            'aria-describedby': described || undefined,
            'aria-invalid': said ? true : undefined,
          };
          return (
            <div key={field.name} className={`field ${field.kind === 'textarea' ? 'record-form__wide' : ''}`}>
              <label htmlFor={fieldId}>{field.label}</label>
              {field.kind === 'select' ? (
                <select {...common} onChange={(event) => set(field.name, event.target.value)}>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'textarea' ? (
                <textarea
                  {...common}
                  rows={4}
                  maxLength={field.maxLength}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              ) : (
                <input
                  {...common}
                  maxLength={field.maxLength}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  onChange={(event) => set(field.name, event.target.value)}
                />
              )}
              {field.hint && (
                <p className="field__hint" id={`${fieldId}-hint`}>
                  {field.hint}
                </p>
              )}
              {said && (
                <p className="field__error" id={`${fieldId}-error`}>
                  {said}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {!onField && <ErrorAlert error={error} />}
      <div className="record-form__actions">
        <button className="button button--primary" type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        <button className="button" type="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
