import { FORM_MESSAGES } from '@shop/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { ContactForm, validateContact } from './contact-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const good = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  mobile: '050 123 4567',
  subject: 'Corporate gifts',
  message: 'Do you deliver on Fridays?',
};

async function fill(values: Partial<typeof good>) {
  const labels = { name: 'Name', email: 'E-mail', mobile: 'Phone', subject: 'Subject', message: 'Message' } as const;
  for (const [field, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
}

describe('the contact form (decision 017)', () => {
  it('checks every field with the shared rule', () => {
    expect(validateContact({ ...good, name: ' ', subject: '' })).toEqual({
      name: 'Please Enter Name.',
      subject: 'Please Enter Subject.',
    });
    expect(validateContact({ ...good, mobile: '12' })).toEqual({ mobile: 'Please enter a valid mobile number.' });
    expect(validateContact(good)).toEqual({});
  });

  it('shows the errors under their fields, focuses the first, and sends nothing', async () => {
    const fetch = mockFetch(() => ({ status: 201, message: FORM_MESSAGES.submitted }));
    renderWithApp(<ContactForm />);
    await fill({ email: 'layla@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please Enter Name.');
    expect(screen.getByText('Please Enter Message.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the form as the server takes it, confirms and empties it', async () => {
    const fetch = mockFetch(() => ({ status: 201, message: FORM_MESSAGES.submitted }));
    renderWithApp(<ContactForm />);
    await fill(good);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Data has been Submitted Successfully!'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ ...good, mobile: '+971501234567' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's field errors, and 'Something Went Wrong!' when it fails otherwise", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      jsonResponse(400, {
        error: 'Please Enter Subject.',
        code: 'VALIDATION_FAILED',
        errors: { subject: ['Please Enter Subject.'] },
      }),
    );
    renderWithApp(<ContactForm />);
    await fill(good);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please Enter Subject.')).toBeInTheDocument();

    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something Went Wrong!'));
  });
});
