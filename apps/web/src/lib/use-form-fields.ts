import { useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from './form-errors';

/** The fields of `V` a text input edits. */
type TextField<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

export interface FormFields<V, E extends string> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<E>;
  setErrors: Dispatch<SetStateAction<FieldErrors<E>>>;
  /** The `onChange` of a text field: keeps what was typed and clears that field's error, which the typing answers. */
  change: (field: TextField<V> & E) => (event: { target: { value: string } }) => void;
}

/**
 * What every form of the shop keeps: its values, one error per field (`E`, the fields errors show under, which may
 * include parts that are not values, like a quotation's list of products), and the change handler of its text fields.
 */
export function useFormFields<V extends object, E extends string = keyof V & string>(
  initial: V | (() => V),
): FormFields<V, E> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<E>>({});
  const change = (field: TextField<V> & E) => (event: { target: { value: string } }) => {
    const typed = event.target.value;
    setValues((v) => ({ ...v, [field]: typed }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  return { values, setValues, errors, setErrors, change };
}
