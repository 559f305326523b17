import type { Address } from '@shop/shared/rules';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { useAddAddress } from '../api/add-address';
import {
  ADDRESS_COUNTRY,
  EMIRATES,
  checkAddress,
  serverAddressErrors,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from './address-values';

/**
 * A new delivery address (`POST /auth/add-address`), prefilled with the account's name and mobile. It sits inside the
 * checkout form, so it is a group with its own button rather than a nested form: Enter in a field saves the address.
 */
export function AddressForm({ onSaved, onCancel }: { onSaved: (address: Address) => void; onCancel?: () => void }) {
  const user = useAppStore((s) => s.user);
  const [values, setValues] = useState<AddressValues>({
    full_name: user.details?.full_name ?? '',
    mobile: user.details?.mobile ?? '',
    city: EMIRATES[0],
    address_line1: '',
    address_line2: '',
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const add = useAddAddress();
  const group = useRef<HTMLDivElement>(null);
  const bind = (key: AddressField) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
  });

  const save = () => {
    const checked = checkAddress(values, user.userId, user.details?.email ?? null);
    if ('errors' in checked) {
      setErrors(checked.errors);
      group.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    add.mutate(checked.body, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onSaved(answer.data);
      },
      onError: (err) => {
        setErrors(serverAddressErrors(err instanceof ApiError ? err.errors : undefined));
        notify(
          'error',
          err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Oops, Something went wrong!',
        );
      },
    });
  };
  const saveOnEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      save();
    }
  };

  return (
    <div ref={group} className="address-form" role="group" aria-labelledby="new-address-title" onKeyDown={saveOnEnter}>
      <h3 id="new-address-title" className="address-form__title">
        New delivery address
      </h3>
      <div className="address-form__grid">
        <FormField label="Full name" error={errors.full_name}>
          {(c) => <input {...c} className="field__input" autoComplete="name" {...bind('full_name')} />}
        </FormField>
        <FormField label="Mobile" hint="For the driver to reach you, e.g. 050 123 4567." error={errors.mobile}>
          {(c) => (
            <input {...c} className="field__input" type="tel" autoComplete="tel" inputMode="tel" {...bind('mobile')} />
          )}
        </FormField>
        <FormField label="Emirate" error={errors.city}>
          {(c) => (
            <select {...c} className="field__input" autoComplete="address-level1" {...bind('city')}>
              {EMIRATES.map((e) => (
                <option key={e}>{e}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Area and street" error={errors.address_line1}>
          {(c) => <input {...c} className="field__input" autoComplete="address-line1" {...bind('address_line1')} />}
        </FormField>
        <FormField
          label="Building, villa or flat (optional)"
          error={errors.address_line2}
          className="address-form__wide"
        >
          {(c) => <input {...c} className="field__input" autoComplete="address-line2" {...bind('address_line2')} />}
        </FormField>
      </div>
      <p className="field__hint">{`We deliver within the ${ADDRESS_COUNTRY}.`}</p>
      <div className="address-form__actions">
        {onCancel ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="button" className="btn btn--primary btn--small" onClick={save} disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save address'}
        </button>
      </div>
    </div>
  );
}
