import type { Me, Quotation } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { productDetail, variation } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { AccountQuotationsSection } from './quotation-parts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const me = {
  id: 7,
  user_type: 'corporate',
  full_name: 'Omar Saleh',
  email: 'omar@events.ae',
  mobile: '+971501234567',
  profile: null,
  email_verified: true,
  mobile_verified: false,
  has_password: true,
  landmark: null,
  current_location: null,
  nationality: null,
  dob: null,
  anniversary_date: null,
  company_name: 'Events LLC',
  designation: 'Buyer',
  landline: '+97145550100',
  created_at: '2025-01-01T00:00:00.000Z',
} satisfies Me;

const wine = productDetail({
  id: 5,
  route: 'alpha-rouge',
  name: '<b>Alpha</b> Rouge',
  price_variation: [
    variation({ id: 11, value: '750 ml' }),
    variation({ id: 12, value: '1.5 L', variation_value_id: 2, stock: 0 }),
  ],
});

const quotation = (patch: Partial<Quotation>): Quotation => ({
  id: 42,
  number: 'QUO-000042',
  status: 'received',
  status_label: 'Received',
  created_at: '2025-05-12T08:00:00.000Z',
  updated_at: '2025-05-12T08:00:00.000Z',
  company_name: 'Events LLC',
  full_name: 'Omar Saleh',
  email: 'omar@events.ae',
  mobile: '+971501234567',
  event_type: 'Conference',
  message: 'Gala\ndinner',
  lines: [
    {
      id: 1,
      price_variation_id: 11,
      name: 'Alpha Rouge',
      size: '750 ml',
      qty: 24,
      product: { route: 'alpha-rouge', category_route: 'wine' },
      unit_price: null,
    },
  ],
  valid_until: null,
  total: null,
  answer_note: null,
  ...patch,
});

/** Answers the account's details and the quotation calls; returns the bodies the form sent. */
function shop(
  answer: (body: unknown) => Response | object = () => ({
    status: 201,
    message: 'Data has been Submitted Successfully!',
    id: 42,
    number: 'QUO-000042',
  }),
) {
  const sent: unknown[] = [];
  const fetch = mockFetch((url, body) => {
    if (url.endsWith('/auth/me')) return me;
    if (url.endsWith('/product-quotation')) {
      sent.push(body);
      return answer(body);
    }
    if (url.endsWith('/auth/quotations')) return [];
    return jsonResponse(404, { error: 'Not found.', code: 'NOT_FOUND' });
  });
  return { sent, fetch };
}

const storedList = () =>
  JSON.parse(localStorage.getItem('cellar-quotation-list:7') ?? '[]') as Array<{
    price_variation_id: number;
    qty: number;
  }>;

describe('a corporate buyer on a product page (decision 017)', () => {
  it('sees no cart or wishlist, only the quotation box', async () => {
    signInAs('corporate');
    shop();
    renderWithApp(<ProductPurchase product={wine} />);
    expect(await screen.findByRole('button', { name: 'Request a quotation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to quotation list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
  });

  it('requests a quotation for the chosen size and quantity, with the company details prefilled', async () => {
    signInAs('corporate');
    const { sent } = shop();
    renderWithApp(<ProductPurchase product={wine} />);
    await userEvent.click(screen.getByRole('radio', { name: '1.5 L' }));
    const qty = await screen.findByLabelText('Quantity');
    await userEvent.clear(qty);
    await userEvent.type(qty, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Request a quotation' }));

    const form = await screen.findByRole('form', { name: 'Your quotation request' });
    expect(screen.getByRole('heading', { name: 'Your quotation request' })).toHaveFocus();
    expect(within(form).getByRole('link', { name: 'Alpha Rouge' })).toHaveAttribute('href', '/product/alpha-rouge');
    expect(within(form).getByLabelText('Quantity of Alpha Rouge, 1.5 L')).toHaveValue(24);
    await waitFor(() => expect(within(form).getByLabelText('Company')).toHaveValue('Events LLC'));
    expect(within(form).getByLabelText('Contact name')).toHaveValue('Omar Saleh');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('omar@events.ae');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+971501234567');

    await userEvent.selectOptions(within(form).getByLabelText('Event type (optional)'), 'Conference');
    await userEvent.type(within(form).getByLabelText('Message'), 'For 120 guests.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send quotation request' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Data has been Submitted Successfully!'));
    expect(sent).toEqual([
      {
        items: [{ price_variation_id: 12, qty: 24 }],
        company_name: 'Events LLC',
        full_name: 'Omar Saleh',
        email: 'omar@events.ae',
        mobile: '+971501234567',
        event_type: 'Conference',
        message: 'For 120 guests.',
      },
    ]);
    expect(await screen.findByText('Thank you! Your request QUO-000042 has been received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my quotations' })).toHaveAttribute('href', '/account');
    expect(storedList()).toEqual([]);
  });

  it('gathers several products in a list kept per account, reviewed and sent together', async () => {
    signInAs('corporate');
    const { sent } = shop();
    const { unmount } = renderWithApp(<ProductPurchase product={wine} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to quotation list' }));
    expect(notify).toHaveBeenCalledWith('success', 'Added to your quotation list.');
    unmount();

    const whisky = productDetail({
      id: 6,
      route: 'glen-12',
      name: 'Glen 12',
      price_variation: [variation({ id: 21, value: '700 ml' })],
    });
    renderWithApp(<ProductPurchase product={whisky} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to quotation list' }));
    expect(storedList().map((l) => l.price_variation_id)).toEqual([11, 21]);
    expect(screen.getByText(/Your quotation list has 2 products\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const form = await screen.findByRole('form', { name: 'Your quotation request' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Alpha Rouge, 750 ml' }));
    await userEvent.type(within(form).getByLabelText('Message'), 'Whisky tasting');
    await userEvent.click(within(form).getByRole('button', { name: 'Send quotation request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ items: [{ price_variation_id: 21, qty: 1 }], event_type: null });
  });

  it('checks the form with the shared rule before sending: errors under their fields, the first focused', async () => {
    signInAs('corporate');
    const { sent } = shop();
    renderWithApp(<ProductPurchase product={wine} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quotation' }));
    const form = await screen.findByRole('form', { name: 'Your quotation request' });
    await waitFor(() => expect(within(form).getByLabelText('Company')).toHaveValue('Events LLC'));
    await userEvent.clear(within(form).getByLabelText('Company'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send quotation request' }));
    expect(within(form).getByLabelText('Company')).toHaveFocus();
    expect(within(form).getByLabelText('Company')).toHaveAccessibleDescription('Please Enter Company Name.');
    expect(within(form).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of an item under the products, and a refusal of the account as a toast", async () => {
    signInAs('corporate');
    const refusal = 'Item 1 (size #11) is not a product we sell. Please remove it.';
    const answers = [
      jsonResponse(400, {
        error: refusal,
        code: 'VALIDATION_FAILED',
        errors: { 'items.0.price_variation_id': [refusal] },
      }),
      jsonResponse(403, {
        error: 'Quotations are for corporate accounts. Please log in with your company account.',
        code: 'CORPORATE_ONLY',
      }),
    ];
    shop(() => answers.shift()!);
    renderWithApp(<ProductPurchase product={wine} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quotation' }));
    const form = await screen.findByRole('form', { name: 'Your quotation request' });
    await userEvent.type(within(form).getByLabelText('Message'), 'Hello');
    await waitFor(() => expect(within(form).getByLabelText('Company')).toHaveValue('Events LLC'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send quotation request' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(within(form).getByLabelText('Quantity of Alpha Rouge, 750 ml')).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Send quotation request' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Quotations are for corporate accounts. Please log in with your company account.',
      ),
    );
  });
});

describe('an individual shopper on a product page', () => {
  it('has the cart and no quotation action', async () => {
    signInAs('user');
    shop();
    renderWithApp(<ProductPurchase product={wine} />);
    expect(await screen.findByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a quotation' })).toBeNull();
    expect(screen.queryByText('Buying for your company?')).toBeNull();
  });
});

describe('quotations on /account', () => {
  it("lists a corporate buyer's quotations with their status, newest first", async () => {
    signInAs('corporate');
    mockFetch((url) =>
      url.endsWith('/auth/quotations')
        ? [
            quotation({ id: 43, number: 'QUO-000043', status: 'quoted', status_label: 'Quoted', event_type: null }),
            quotation({}),
          ]
        : me,
    );
    renderWithApp(<AccountQuotationsSection />);
    const cards = await screen.findAllByRole('heading', { level: 3, name: /^Quotation QUO-/ });
    expect(cards.map((c) => c.textContent)).toEqual(['Quotation QUO-000043', 'Quotation QUO-000042']);
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Alpha Rouge' })[0]).toHaveAttribute(
      'href',
      '/product/wine/alpha-rouge',
    );
    expect(screen.getAllByText(/Events LLC · Conference · 24 items/)).toHaveLength(1);
  });

  it("shows an answered quotation's prices, total and validity, with its quote to download", async () => {
    signInAs('corporate');
    mockFetch((url) =>
      url.endsWith('/auth/quotations')
        ? [
            quotation({
              status: 'quoted',
              status_label: 'Quoted',
              lines: [{ ...quotation({}).lines[0]!, unit_price: 89.5 }],
              total: 2148,
              valid_until: '2025-06-30',
              answer_note: 'Delivery included.',
            }),
          ]
        : me,
    );
    renderWithApp(<AccountQuotationsSection />);
    expect(await screen.findByText('AED 89.50 each')).toBeInTheDocument();
    expect(screen.getByText('AED 2,148.00')).toBeInTheDocument();
    expect(screen.getByText(/Valid until/).textContent).toMatch(/Valid until 30 Jun(e)? 2025\./);
    expect(screen.getByText('Delivery included.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the quote (PDF)' })).toBeInTheDocument();
  });

  it('says so when there is none yet, and offers a list not sent yet for review', async () => {
    signInAs('corporate');
    localStorage.setItem(
      'cellar-quotation-list:7',
      JSON.stringify([{ price_variation_id: 11, route: 'alpha-rouge', name: 'Alpha Rouge', size: '750 ml', qty: 6 }]),
    );
    mockFetch((url) => (url.endsWith('/auth/quotations') ? [] : me));
    renderWithApp(<AccountQuotationsSection />);
    expect(await screen.findByText(/No quotation requested yet/)).toBeInTheDocument();
    const draft = screen.getByRole('form', { name: 'Your quotation list, not sent yet' });
    expect(within(draft).getByLabelText('Quantity of Alpha Rouge, 750 ml')).toHaveValue(6);
  });

  it('shows nothing, and asks for nothing, for an individual account', () => {
    signInAs('user');
    const fetch = mockFetch(() => []);
    const { container } = renderWithApp(<AccountQuotationsSection />);
    expect(container.querySelector('.quotations')).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/auth/quotations'), expect.anything());
  });
});
