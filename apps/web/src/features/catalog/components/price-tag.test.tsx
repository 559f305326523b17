import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { variation } from '@/testing/fixtures';
import { PriceTag } from './price-tag';

describe('PriceTag (spec section 9 pricing rule)', () => {
  it('shows discount_price when set, the list price struck through and the percent off', () => {
    const { container } = render(
      <PriceTag variation={variation({ price: 164, offer_price: 150, discount_price: 144 })} />,
    );
    expect(container.querySelector('.price__now')).toHaveTextContent('AED 144.00');
    expect(container.querySelector('s')).toHaveTextContent('AED 164.00');
    expect(screen.getByText('12.2% off')).toBeInTheDocument();
  });

  it('falls back to offer_price when there is no discount price', () => {
    const { container } = render(<PriceTag variation={variation({ price: 200, offer_price: 150 })} />);
    expect(container.querySelector('.price__now')).toHaveTextContent('AED 150.00');
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('shows only the price when nothing is reduced', () => {
    const { container } = render(<PriceTag variation={variation({ price: 1249.5 })} />);
    expect(container.querySelector('.price__now')).toHaveTextContent('AED 1,249.50');
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });
});
