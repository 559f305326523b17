import {
  ACCOUNT_MESSAGES,
  MINIMUM_AGE_YEARS,
  SIGNUP_MESSAGES as M,
  latestBirthDate,
  type Me,
} from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { renderWithApp, signInAs } from '@/testing/test-utils';
import { AuthPopups } from './auth-popups';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

function openRegister(registerMode: 'signup' | 'edit' = 'signup') {
  useAppStore.setState((s) => ({ user: { ...s.user, ageValid: true } }));
  useAppStore.getState().showPopup('register', { registerMode });
  return renderWithApp(<AuthPopups />);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /^(Create account|Save and verify)$/ }));
const type = (label: string | RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
const lastWarning = () => notify.mock.calls.filter(([kind]) => kind === 'warn').at(-1)?.[1];

describe('register popup (spec sections 2 to 5)', () => {
  it('runs the user form checks in the spec order, each failure a dark warning toast', async () => {
    openRegister();
    expect(screen.getByRole('radio', { name: 'User' })).toBeChecked();
    const steps: Array<[() => Promise<void>, string]> = [
      [async () => {}, M.fullName],
      [() => type('Full name', 'Layla Haddad'), M.emailRequired],
      [() => type('E-mail address', 'layla@example'), M.emailInvalid],
      [() => type('E-mail address', '.ae'), M.passwordRequired],
      [() => type('Password', 'short'), M.passwordShort],
      [() => type('Password', '-but-long-now'), M.mobile],
      [() => type('Phone', '501234567'), M.landmark],
      [() => type('Landmark', 'Near the marina mall'), M.currentLocation],
      [() => type('Current location', 'Dubai Marina'), M.nationality],
      [() => type('Nationality', 'Emirati'), M.dob],
    ];
    for (const [fill, message] of steps) {
      await fill();
      await submit();
      expect(lastWarning()).toBe(message);
    }
    expect(notify).toHaveBeenCalledTimes(steps.length);
  });

  it('limits the date of birth to today minus 21 years, and refuses anyone younger', async () => {
    openRegister();
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('max', latestBirthDate(new Date(), MINIMUM_AGE_YEARS));
    expect(screen.getByLabelText('Anniversary (optional)')).toBeInTheDocument();
    await type('Full name', 'Layla');
    await type('E-mail address', 'layla@example.ae');
    await type('Password', 'vintage-cellar-42');
    await type('Phone', '501234567');
    await type('Landmark', 'Mall');
    await type('Current location', 'Marina');
    await type('Nationality', 'Emirati');
    await userEvent.type(dob, new Date().toISOString().slice(0, 10));
    await submit();
    expect(lastWarning()).toBe(ACCOUNT_MESSAGES.underAgeSignup);
  });

  it('runs the corporate checks after the shared ones, and turns a valid form into the pending verification', async () => {
    openRegister();
    await userEvent.click(screen.getByRole('radio', { name: 'Corporate' }));
    expect(screen.queryByLabelText('Landmark')).toBeNull();
    await type('Full name', 'Omar Saleh');
    await type('E-mail address', 'omar@events.example');
    await type('Password', 'vintage-cellar-42');
    await type('Phone', '50 765 4321');
    await submit();
    expect(lastWarning()).toBe(M.companyName);
    await type('Company name', 'Events LLC');
    await submit();
    expect(lastWarning()).toBe(M.designation);
    await type('Designation', 'Buyer');
    await submit();
    expect(lastWarning()).toBe(M.landline);
    await type('Landline', '04 555 0100');
    await submit();
    const { verification, popups } = useAppStore.getState().user;
    expect(popups.open).toBe('verify');
    expect(verification).toEqual({
      email: 'omar@events.example',
      mobile: '+971507654321',
      email_verification: true,
      form: {
        user_type: 'corporate',
        full_name: 'Omar Saleh',
        email: 'omar@events.example',
        password: 'vintage-cellar-42',
        mobile: '+971507654321',
        company_name: 'Events LLC',
        designation: 'Buyer',
        landline: '04 555 0100',
      },
    });
    expect(screen.getByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
  });

  it('edits the profile preloaded with the stored details, mobile included, and keeps the account type', () => {
    signInAs('user', { userId: 4 });
    useAppStore.getState().setDetails({
      id: 4,
      user_type: 'user',
      full_name: 'Layla Haddad',
      email: 'layla@example.ae',
      mobile: '+447700900123',
      landmark: 'Mall',
      current_location: 'Marina',
      nationality: 'Emirati',
      dob: '1990-04-12',
      anniversary_date: null,
    } as Me);
    openRegister('edit');
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Layla Haddad');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 770 090 012 3');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    // An edit proves the account's password and keeps it.
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Corporate' })).toBeDisabled();
  });

  it('asks an account made with Google, which has no password, for its first one', () => {
    signInAs('user', { userId: 5 });
    useAppStore.getState().setDetails({
      id: 5,
      user_type: 'user',
      full_name: 'Omar Saleh',
      email: 'omar@example.ae',
      mobile: null,
      has_password: false,
    } as unknown as Me);
    openRegister('edit');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/no password yet/);
  });

  it('has a static backdrop and a close icon', async () => {
    openRegister();
    await userEvent.click(document.querySelector('.modal')!);
    expect(useAppStore.getState().user.popups.open).toBe('register');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAppStore.getState().user.popups.open).toBeNull();
  });
});
