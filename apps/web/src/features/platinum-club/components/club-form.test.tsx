import { FORM_MESSAGES, latestBirthDate } from '@shop/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { ClubForm, validateClub } from './club-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const adult = latestBirthDate(new Date(), 30);
const good = {
  first_name: 'Omar',
  last_name: 'Saeed',
  email: 'omar@example.com',
  mobile: '055 123 4567',
  date_of_birth: adult,
};

async function fill(values: Partial<typeof good>) {
  const labels = {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    mobile: 'Phone',
    date_of_birth: 'Date of birth',
  } as const;
  for (const [field, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
}

describe('the Platinum Club form (decision 017)', () => {
  it('checks every field with the shared rule, 21 or older', () => {
    expect(validateClub({ ...good, preferences: [], first_name: '' })).toEqual({
      first_name: 'Please Enter First Name.',
    });
    expect(validateClub({ ...good, preferences: [], date_of_birth: latestBirthDate(new Date(), 20) })).toEqual({
      date_of_birth: 'You must be at least 21 years old to join the Platinum Club.',
    });
    expect(validateClub({ ...good, preferences: ['wine'] })).toEqual({});
  });

  it('shows the errors under their fields, focuses the first, and sends nothing', async () => {
    const fetch = mockFetch(() => ({ status: 201, message: FORM_MESSAGES.submitted }));
    renderWithApp(<ClubForm />);
    await fill({ last_name: 'Saeed' });
    await userEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please Enter First Name.');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', latestBirthDate(new Date(), 21));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the form as the server takes it, with the chosen preferences, and welcomes the member', async () => {
    const fetch = mockFetch(() => jsonResponse(201, { status: 201, message: FORM_MESSAGES.submitted }));
    renderWithApp(<ClubForm />);
    await fill(good);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wine' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tastings & events' }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Data has been Submitted Successfully!'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      ...good,
      mobile: '+971551234567',
      preferences: ['wine', 'events'],
    });
    const welcome = screen.getByText('Welcome to the Platinum Club, Omar!').closest('[role="status"]');
    expect(welcome).toHaveFocus();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows "already a member" under the e-mail and the age refusal under the date of birth', async () => {
    const answers = [
      jsonResponse(409, { error: 'This e-mail address is already a member of the Platinum Club.', code: 'CONFLICT' }),
      jsonResponse(400, {
        error: 'You must be at least 21 years old to join the Platinum Club.',
        code: 'VALIDATION_FAILED',
        errors: { date_of_birth: ['You must be at least 21 years old to join the Platinum Club.'] },
      }),
    ];
    mockFetch(() => answers.shift());
    renderWithApp(<ClubForm />);
    await fill(good);
    await userEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(
      await screen.findByText('This e-mail address is already a member of the Platinum Club.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(await screen.findByText('You must be at least 21 years old to join the Platinum Club.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();
  });

  it("says 'Something Went Wrong!' when the server fails otherwise", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    renderWithApp(<ClubForm />);
    await fill(good);
    await userEvent.click(screen.getByRole('button', { name: 'Join the club' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something Went Wrong!'));
  });
});
