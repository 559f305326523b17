import { OUT_OF_STOCK_LABEL } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { productDetail, variation } from '@/testing/fixtures';
import { renderWithApp, signInAs } from '@/testing/test-utils';
import { AppProvider } from './provider';

/** A wine whose 750 ml is in stock and whose 1.5 L is sold out. */
const wine = productDetail({
  id: 4,
  route: 'alpha-rouge',
  name: 'Alpha Rouge',
  price_variation: [
    variation({ id: 41, value: '750 ml', stock: 6 }),
    variation({ id: 42, value: '1.5 L', stock: 0, variation_value_id: 2 }),
  ],
});
const notifyForm = () => screen.queryByRole('form', { name: 'Get an e-mail when this size is back in stock.' });

describe("the product page's 'Notify me' (decision 017)", () => {
  it('shows under the out-of-stock text of a sold-out size only, for that size', async () => {
    renderWithApp(<ProductPurchase product={wine} />);
    expect(notifyForm()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '1.5 L' }));
    expect(screen.getByText(OUT_OF_STOCK_LABEL)).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Get an e-mail when this size is back in stock.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '750 ml' }));
    expect(notifyForm()).not.toBeInTheDocument();
  });

  it('is offered to corporate buyers too, who have no cart', async () => {
    signInAs('corporate');
    renderWithApp(<ProductPurchase product={productDetail({ price_variation: [variation({ id: 42, stock: 0 })] })} />);
    expect(
      await screen.findByRole('form', { name: 'Get an e-mail when this size is back in stock.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it("renders a guest's form on the server, whoever is signed in in the browser (it switches after hydration)", async () => {
    // Loaded first, as the browser loads the parts a server-rendered page names before hydrating.
    renderWithApp(<ProductPurchase product={productDetail({ price_variation: [variation({ id: 42, stock: 0 })] })} />);
    await screen.findByRole('form', { name: 'Get an e-mail when this size is back in stock.' });
    signInAs('user');
    const html = renderToString(
      <AppProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductPurchase product={productDetail({ price_variation: [variation({ id: 42, stock: 0 })] })} />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(html).toContain('Get an e-mail when this size is back in stock.');
    expect(html).toContain('type="email"');
  });
});
