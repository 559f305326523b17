import type { Address } from '@shop/shared/rules';
import { useEffect, useState } from 'react';
import { ChoiceList } from '@/components/ui/choice-list';
import { Spinner } from '@/components/ui/spinner';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import { addressLine } from './address-values';
import './addresses.css';

export interface AddressPickerProps {
  /** The chosen address's id. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Why the order cannot go yet (no address chosen), or the server's word on it. */
  error?: string | null;
}

/**
 * The checkout's delivery address (contract 7.23): the saved ones as radios, the default chosen first; a new one can be
 * added, and with none saved the form is open from the start.
 */
export function AddressPicker({ value, onChange, error }: AddressPickerProps) {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  const [adding, setAdding] = useState(false);
  const first = addresses?.[0]?.id ?? null;

  // The default address (the list comes default first) is chosen until the shopper picks another.
  useEffect(() => {
    if (value === null && first !== null) onChange(first);
  }, [value, first, onChange]);

  if (isPending) return <Spinner size={32} label="Loading your addresses…" />;
  if (isError) {
    return (
      <p className="field__error" role="alert">
        {'Your addresses could not be loaded. '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const saved = (address: Address) => {
    onChange(address.id);
    setAdding(false);
  };
  const formOpen = adding || addresses.length === 0;

  return (
    <ChoiceList
      name="address"
      legend="Delivery address"
      value={value}
      onChange={onChange}
      error={error}
      options={addresses.map((a) => ({
        value: a.id,
        title: (
          <>
            {a.full_name}
            {a.default ? <span className="option-card__tag">Default</span> : null}
          </>
        ),
        detail: (
          <>
            {addressLine(a)}
            <br />
            {a.mobile}
          </>
        ),
      }))}
    >
      {formOpen ? (
        <AddressForm onSaved={saved} onCancel={addresses.length ? () => setAdding(false) : undefined} />
      ) : (
        <p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        </p>
      )}
    </ChoiceList>
  );
}
