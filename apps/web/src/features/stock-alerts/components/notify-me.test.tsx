import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductActionTarget } from '@/components/product-actions';
import { variation } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { guestRequest, NotifyMe } from './notify-me';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const target: ProductActionTarget = {
  id: 4,
  route: 'alpha-rouge',
  name: 'Alpha Rouge',
  variation: variation({ id: 41, value: '1.5 L', stock: 0 }),
};
const accepted = (email: string) => ({
  status: 201,
  message: `We will e-mail ${email} once, when 1.5 L is back in stock.`,
});
const form = () => screen.getByRole('form', { name: 'Get an e-mail when this size is back in stock.' });
// (The test harness's location probe is an <output>, a status too: the confirmation is looked for in the form.)

describe("'Notify me' (decision 017)", () => {
  it('checks a guest address with the shared rule', () => {
    expect(guestRequest(41, '')).toEqual({ error: 'Please Enter Email Address.' });
    expect(guestRequest(41, 'layla@')).toEqual({ error: 'Invalid Email Address.' });
    expect(guestRequest(41, ' Layla@Example.com')).toEqual({
      body: { price_variation_id: 41, email: 'layla@example.com' },
    });
  });

  it('asks a guest for an address, shows what is wrong under it and focuses it, and sends nothing', async () => {
    const fetch = mockFetch(() => accepted('x'));
    renderWithApp(<NotifyMe product={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please Enter Email Address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please Enter Email Address.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a guest's request, confirms it (toast and in place) and moves focus to the confirmation", async () => {
    const fetch = mockFetch(() => jsonResponse(201, accepted('layla@example.com')));
    renderWithApp(<NotifyMe product={target} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'Layla@Example.com{Enter}');
    const done = await within(form()).findByRole('status');
    expect(done).toHaveTextContent('We will e-mail layla@example.com once, when 1.5 L is back in stock.');
    expect(done).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      'success',
      'We will e-mail layla@example.com once, when 1.5 L is back in stock.',
    );
    expect(fetch.mock.calls[0]![0]).toMatch(/\/stock-alerts$/);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      price_variation_id: 41,
      email: 'layla@example.com',
    });
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('asks with one press for a signed-in shopper, with the account (no address field)', async () => {
    signInAs('corporate', { details: { email: 'omar@events.ae' } as never });
    const fetch = mockFetch(() => jsonResponse(201, accepted('omar@events.ae')));
    renderWithApp(<NotifyMe product={target} />);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(form()).toHaveTextContent('We will write once to omar@events.ae.');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('omar@events.ae');
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ price_variation_id: 41 });
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer token');
  });

  it("shows the server's refusal in place and as a toast, and 'Something Went Wrong!' when the call fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      jsonResponse(409, { error: 'This size is in stock: you can order it now.', code: 'IN_STOCK' }),
    );
    renderWithApp(<NotifyMe product={target} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'layla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This size is in stock: you can order it now.');
    expect(notify).toHaveBeenCalledWith('error', 'This size is in stock: you can order it now.');

    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something Went Wrong!'));
  });

  it("puts the server's message about the address under the field", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      jsonResponse(400, {
        error: 'Invalid Email Address.',
        code: 'VALIDATION_FAILED',
        errors: { email: ['Invalid Email Address.'] },
      }),
    );
    renderWithApp(<NotifyMe product={target} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'layla@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid Email Address.'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });
});
