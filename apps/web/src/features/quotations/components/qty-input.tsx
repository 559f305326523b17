import { QUOTATION_MAX_QTY } from '@shop/shared/rules';
import { useState, type InputHTMLAttributes } from 'react';
import { clampQuoteQty } from '../quotation-list';

type QtyInputProps = { value: number; onChange: (qty: number) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
>;

/**
 * A quantity from 1 to 10,000 the buyer can type freely: the field may be empty or over the limit while typing, the
 * quantity used is always a valid one, and the field shows it again when left.
 */
export function QtyInput({ value, onChange, onBlur, ...rest }: QtyInputProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A change from elsewhere (the same list in another tab) replaces what the field shows.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={1}
      max={QUOTATION_MAX_QTY}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '' || !Number.isFinite(Number(e.target.value))) return;
        const qty = clampQuoteQty(Number(e.target.value));
        setShown(qty);
        onChange(qty);
      }}
      onBlur={(e) => {
        setText(String(value));
        onBlur?.(e);
      }}
    />
  );
}
