import { ORDER_MESSAGES, type AgeProof as Proof } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { AgeProof } from './age-proof';

const number = 'CEL-000012';
const photo = (name = 'eid.jpg', type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

function show(proof: Proof | null, answer: () => unknown = () => ({ status: 200, message: 'ok', eid: '9' })) {
  signInAs('user');
  const fetch = mockFetch((url) =>
    url.endsWith('/auth/upload-eid') ? answer() : jsonResponse(404, { error: 'Not found.' }),
  );
  renderWithApp(<AgeProof order={{ order_number: number, age_proof: proof }} />);
  return fetch;
}

describe("an order's proof of age", () => {
  it('asks for a new Emirates ID after a rejection, with the reason staff gave, and sends the chosen file', async () => {
    const fetch = show({ state: 'rejected', reason: 'the photo is blurred' });
    expect(
      screen.getByText('We could not verify your Emirates ID: the photo is blurred. We hold your order until we can.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the new ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a photo or scan of your Emirates ID.');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.upload(screen.getByLabelText('A new Emirates ID (front)'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Send the new ID' }));
    await screen.findByRole('button', { name: 'Send the new ID' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/upload-eid$/);
    expect((init!.body as FormData).get('eid')).toBeInstanceOf(File);
  });

  it('refuses a file the server would refuse, in its words, before sending it', async () => {
    const fetch = show({ state: 'missing', reason: null });
    expect(screen.getByText('We need a valid Emirates ID to confirm your order. We hold it until then.')).toBeVisible();
    await userEvent.upload(screen.getByLabelText('A new Emirates ID (front)'), photo('eid.jpg', 'image/jpeg', 11e6));
    await userEvent.click(screen.getByRole('button', { name: 'Send the new ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.eidTooLarge);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field", async () => {
    show({ state: 'rejected', reason: 'expired' }, () => jsonResponse(400, { error: ORDER_MESSAGES.eidType }));
    await userEvent.upload(screen.getByLabelText('A new Emirates ID (front)'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Send the new ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.eidType);
  });

  it('says the ID is being checked, and says nothing once the age is proven or the order moved on', () => {
    show({ state: 'checking', reason: null });
    expect(screen.getByText(/^We are checking your Emirates ID\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Send the new ID' })).not.toBeInTheDocument();
  });

  it.each([[{ state: 'verified', reason: null } as Proof], [null]])('shows nothing for %j', (proof) => {
    show(proof);
    expect(screen.queryByRole('heading', { name: 'Proof of age' })).not.toBeInTheDocument();
  });
});
