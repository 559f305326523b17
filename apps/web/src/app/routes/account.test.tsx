import { ACCOUNT_MESSAGES, type Me } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { expectLocation, jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Component as Account } from './account';
import { Component as AccountProfile } from './account-profile';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const me: Me = {
  id: 7,
  user_type: 'user',
  full_name: 'Layla Haddad',
  email: 'layla@example.ae',
  mobile: '+971501234567',
  profile: 'http://localhost/profile/p.webp',
  email_verified: true,
  mobile_verified: false,
  has_password: true,
  landmark: 'Mall',
  current_location: 'Marina',
  nationality: 'Emirati',
  dob: '1990-04-12',
  anniversary_date: null,
  company_name: null,
  designation: null,
  landline: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('/account (spec section 2)', () => {
  it('reads the details from GET /auth/me when it mounts, and keeps them in the store', async () => {
    signInAs('user');
    const fetch = mockFetch(() => me);
    renderWithApp(<Account />, { route: '/account' });
    expect(await screen.findByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/auth/me');
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ authorization: 'Bearer token' });
    expect(screen.getByText('12 April 1990')).toBeInTheDocument();
    expect(document.querySelector('img.avatar')).toHaveAttribute('src', me.profile);
    expect(useAppStore.getState().user.details).toEqual(me);
  });

  it('logs out on the server, then forgets the user, the details and the age answer, and goes home', async () => {
    signInAs('user');
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/logout') ? { status: 200, message: ACCOUNT_MESSAGES.loggedOut } : me,
    );
    renderWithApp(<Account />, { route: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await expectLocation(/^\/$/);
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/auth/logout');
    expect(useAppStore.getState().user).toMatchObject({
      isLoggedIn: false,
      authToken: null,
      ageValid: false,
      details: null,
    });
  });

  it('changes the password, then logs out and goes home with the message', async () => {
    signInAs('user');
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/change-password')
        ? { status: 200, message: ACCOUNT_MESSAGES.passwordChanged, original: {} }
        : me,
    );
    renderWithApp(<Account />, { route: '/account' });
    await userEvent.type(await screen.findByLabelText('Current password'), 'vintage-cellar-42');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-cellar-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-cellar-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expectLocation(/^\/$/);
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({
      user_id: 7,
      password: 'vintage-cellar-42',
      change_password: 'a-new-cellar-secret',
      confirm_password: 'a-new-cellar-secret',
    });
    expect(notify).toHaveBeenCalledWith('success', ACCOUNT_MESSAGES.passwordChanged);
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });

  it('logs the client out when the server says the session has ended', async () => {
    signInAs('user');
    mockFetch(() => jsonResponse(401, { error: ACCOUNT_MESSAGES.sessionInvalid, code: 'SESSION_INVALID' }));
    renderWithApp(<Account />, { route: '/account' });
    await vi.waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(false));
  });
});

describe('/account/profile', () => {
  it('sends details as JSON in `data` and the picture in `profile[]`, then returns to /account', async () => {
    signInAs('user');
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/update-profile')
        ? { status: 200, message: ACCOUNT_MESSAGES.profileUpdated, data: { ...me, full_name: 'Layla H.' } }
        : me,
    );
    renderWithApp(<AccountProfile />, { route: '/account/profile' });
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Layla H.');
    const picker = screen.getByLabelText('Profile picture');
    await userEvent.upload(picker, new File(['gif'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(notify).toHaveBeenLastCalledWith('error', ACCOUNT_MESSAGES.pictureType);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, big);
    expect(notify).toHaveBeenLastCalledWith('error', ACCOUNT_MESSAGES.pictureTooLarge);
    const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, photo);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectLocation(/^\/account$/);
    const sent = fetch.mock.lastCall![1]!.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toEqual({
      user_id: 7,
      full_name: 'Layla H.',
      landmark: 'Mall',
      current_location: 'Marina',
      nationality: 'Emirati',
      dob: '1990-04-12',
      anniversary_date: '',
    });
    expect(sent.get('profile[]')).toBeInstanceOf(File);
    expect(notify).toHaveBeenLastCalledWith('success', ACCOUNT_MESSAGES.profileUpdated);
    expect(useAppStore.getState().user.details?.full_name).toBe('Layla H.');
  });

  it('opens the register popup in edit mode for the e-mail or mobile', async () => {
    signInAs('corporate');
    mockFetch(() => ({
      ...me,
      user_type: 'corporate',
      company_name: 'Events LLC',
      designation: 'Buyer',
      landline: '045550100',
      landmark: null,
    }));
    renderWithApp(<AccountProfile />, { route: '/account/profile' });
    expect(await screen.findByLabelText('Company name')).toHaveValue('Events LLC');
    expect(screen.queryByLabelText('Landmark')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit e-mail or mobile' }));
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'register', registerMode: 'edit' });
  });
});
