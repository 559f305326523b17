import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product, variation } from '@/testing/fixtures';
import { renderWithApp, signInAs } from '@/testing/test-utils';
import { ProductCard } from './product-card';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

describe('ProductCard', () => {
  it('shows its stars and how many reviews give them, and nothing before a first review', () => {
    const { unmount } = renderWithApp(<ProductCard product={product({ rating: { average: 4.5, count: 12 } })} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText(/4\.5/).textContent).toBe('4.5 from (12 reviews)');
    unmount();
    renderWithApp(<ProductCard product={product()} />);
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });

  it("shows 'Out Of Stock' when the first variation's stock is 0", () => {
    renderWithApp(
      <ProductCard product={product({ price_variation: [variation({ stock: 0 }), variation({ id: 2, stock: 9 })] })} />,
    );
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
  });

  it('does not when only a later variation is sold out', () => {
    renderWithApp(
      <ProductCard product={product({ price_variation: [variation({ stock: 3 }), variation({ id: 2, stock: 0 })] })} />,
    );
    expect(screen.queryByText('Out Of Stock')).toBeNull();
  });

  it('renders the HTML name as text and links to the product page', () => {
    renderWithApp(
      <ProductCard
        product={product({ name: 'Vintage <b>Reserve</b><img src=x onerror="alert(1)">', route: 'vintage-reserve' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Vintage Reserve' });
    expect(link).toHaveAttribute('href', '/product/wine/vintage-reserve');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("answers a guest's Add To Cart and wishlist heart with 'Please Login First!'", async () => {
    renderWithApp(<ProductCard product={product()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await userEvent.click(screen.getByRole('button', { name: /to wishlist/ }));
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenNthCalledWith(1, 'warn', 'Please Login First!');
    expect(notify).toHaveBeenNthCalledWith(2, 'warn', 'Please Login First!');
  });

  it('shows corporate buyers no Add To Cart and no wishlist heart (spec section 6)', () => {
    signInAs('corporate', { userId: 3 });
    renderWithApp(<ProductCard product={product()} />);
    expect(screen.getByRole('link', { name: 'Test Wine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
  });

  it('shows a logged-in user both', () => {
    signInAs('user', { userId: 4 });
    renderWithApp(<ProductCard product={product()} />);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /to wishlist/ })).toBeInTheDocument();
  });
});
