import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { product, productDetail, productReviews, variation } from '@/testing/fixtures';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Component as ProductPage } from './product';

const sizes = (productId: number) => [
  variation({ id: productId * 10 + 1, product_id: productId, value: '750 ml', stock: 10 }),
  variation({ id: productId * 10 + 2, product_id: productId, value: '1.5 L', price: 180, stock: 10 }),
];

describe('product page', () => {
  it('starts the next product (opened from related products) at its first size and quantity 1', async () => {
    const first = productDetail({ id: 1, route: 'first-red', name: 'First Red', price_variation: sizes(1) });
    const second = productDetail({ id: 2, route: 'second-red', name: 'Second Red', price_variation: sizes(2) });
    mockFetch((url) =>
      url.includes('/product-reviews/')
        ? productReviews()
        : url.endsWith('/product-detail/first-red')
          ? {
              status: 200,
              product: first,
              similar_products: [product({ id: 2, route: 'second-red', name: 'Second Red' })],
            }
          : {
              status: 200,
              product: second,
              similar_products: [product({ id: 1, route: 'first-red', name: 'First Red' })],
            },
    );
    // Second Red is seen first, so coming back to it later renders straight from the cache, with no
    // loading state in between that would reset the purchase box by accident.
    renderWithApp(<ProductPage />, { route: '/product/wine/second-red', path: '/product/:cat/:id' });
    await userEvent.click(await screen.findByRole('link', { name: 'First Red' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'First Red' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '1.5 L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);

    await userEvent.click(screen.getByRole('link', { name: 'Second Red' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Second Red' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '750 ml' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1.5 L' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });

  it('offers corporate buyers sizes and prices but no cart, quantity or wishlist (spec section 6)', async () => {
    signInAs('corporate', { userId: 3 });
    mockFetch((url) =>
      url.includes('/product-reviews/')
        ? productReviews()
        : {
            status: 200,
            product: productDetail({ name: 'Corporate Red', price_variation: sizes(1) }),
            similar_products: [product({ id: 2, name: 'Other Red', route: 'other-red' })],
          },
    );
    renderWithApp(<ProductPage />, { route: '/product/wine/corporate-red', path: '/product/:cat/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate Red' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1.5 L' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Other Red' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  });

  it.each(['/product/7', '/product/beer/first-red', '/product/WINE/First-Red', '/product/wine/first-red?utm_source=x'])(
    'declares one canonical URL, /product/{category route}/{product route}, when opened as %s',
    async (route) => {
      mockFetch((url) =>
        url.includes('/product-reviews/')
          ? productReviews()
          : {
              status: 200,
              product: productDetail({ id: 7, route: 'first-red', name: 'First Red' }),
              similar_products: [],
            },
      );
      renderWithApp(<ProductPage />, {
        route,
        path: route.split('/').length > 3 ? '/product/:cat/:id' : '/product/:id',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'First Red' })).toBeInTheDocument();
      const links = document.head.querySelectorAll('link[rel="canonical"]');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', `${window.location.origin}/product/wine/first-red`);
      const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(ld.offers[0].url).toBe(`${window.location.origin}/product/wine/first-red`);
    },
  );
});
