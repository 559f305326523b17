import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QtyInput } from './qty-input';

function Harness({ onQty }: { onQty: (qty: number) => void }) {
  const [qty, setQty] = useState(1);
  return (
    <label>
      Quantity
      <QtyInput
        value={qty}
        onChange={(q) => {
          setQty(q);
          onQty(q);
        }}
      />
    </label>
  );
}

describe('a quantity field', () => {
  it('lets the buyer clear it and type a new number', async () => {
    const onQty = vi.fn();
    render(<Harness onQty={onQty} />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '240');
    expect(input).toHaveValue(240);
    expect(onQty).toHaveBeenLastCalledWith(240);
  });

  it('uses at most 10,000 and at least 1, and shows the quantity used once left', async () => {
    const onQty = vi.fn();
    render(<Harness onQty={onQty} />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '20000');
    expect(onQty).toHaveBeenLastCalledWith(10_000);
    await userEvent.tab();
    expect(input).toHaveValue(10_000);
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue(10_000);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(onQty).toHaveBeenLastCalledWith(1);
  });
});
