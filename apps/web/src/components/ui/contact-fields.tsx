import type { ChangeEvent } from 'react';
import { FormField } from './form-field';

interface ContactFieldProps {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The body field it fills (`email`, `mobile`). */
  name?: string;
  label?: string;
}

/** An e-mail address field as every customer form asks for one: the keyboard, autofill and length of an address. */
export function EmailField({ value, error, onChange, name = 'email', label = 'E-mail' }: ContactFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          name={name}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={value}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}

/** A phone number field as every customer form asks for one (a local UAE number is read with +971 by the rules). */
export function PhoneField({ value, error, onChange, name = 'mobile', label = 'Phone' }: ContactFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          value={value}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
