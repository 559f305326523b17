import { LOGIN_MESSAGES } from '@shop/shared/rules';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { expectLocation, jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { GoogleSignIn } from './google-sign-in';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/config/env', async (original) => ({
  env: { ...(await original<typeof import('@/config/env')>()).env, googleClientId: 'shop.apps.googleusercontent.com' },
}));

const gis = vi.hoisted(() => ({
  callback: (_: { credential: string }) => {},
  initialize: vi.fn(),
  renderButton: vi.fn(),
}));
vi.mock('../hooks/load-google-identity', () => ({
  loadGoogleIdentity: async () => ({
    accounts: {
      id: {
        initialize: (o: { callback: (r: { credential: string }) => void }) => {
          gis.initialize(o);
          gis.callback = o.callback;
        },
        renderButton: gis.renderButton,
      },
    },
  }),
}));

/** An ID token's shape: only its payload is read here (the server verifies the signature). */
const credential = `h.${btoa(JSON.stringify({ name: 'Sara Ali', email: 'sara@gmail.com', picture: 'https://lh3.example/p.jpg' })).replace(/=+$/, '')}.s`;

describe('Google sign-in (spec sections 2, 4 and 8)', () => {
  it("renders Google's button with the client id and sends the token as multipart to /google-login; success goes to /account", async () => {
    const fetch = mockFetch(() =>
      jsonResponse(
        200,
        { status: 200, message: LOGIN_MESSAGES.success, user: { id: 5, user_type: 'user' }, token: 't' },
        { x_auth_token: 't' },
      ),
    );
    renderWithApp(<GoogleSignIn />, { route: '/about' });
    await vi.waitFor(() => expect(gis.renderButton).toHaveBeenCalled());
    expect(gis.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'shop.apps.googleusercontent.com' }),
    );
    await act(async () => gis.callback({ credential }));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/google-login');
    expect(Object.fromEntries(fetch.mock.calls[0]![1]!.body as FormData)).toEqual({
      user_type: 'user',
      full_name: 'Sara Ali',
      email: 'sara@gmail.com',
      profile: 'https://lh3.example/p.jpg',
      is_social: 'true',
      google_token: credential,
    });
    await expectLocation(/^\/account$/);
    expect(useAppStore.getState().user).toMatchObject({ isLoggedIn: true, userId: 5 });
  });

  it("shows the server's under-21 refusal, and the generic message for any other failure", async () => {
    let answer = jsonResponse(422, {
      error: LOGIN_MESSAGES.underAge,
      code: 'VALIDATION_FAILED',
      errors: { dob: [LOGIN_MESSAGES.underAge] },
    });
    mockFetch(() => answer);
    renderWithApp(<GoogleSignIn />);
    await vi.waitFor(() => expect(gis.renderButton).toHaveBeenCalled());
    await act(async () => gis.callback({ credential }));
    expect(notify).toHaveBeenLastCalledWith('error', LOGIN_MESSAGES.underAge);
    answer = jsonResponse(422, {
      error: 'Google sign-in could not be verified. Please try again.',
      code: 'VALIDATION_FAILED',
      errors: { google_token: ['x'] },
    });
    await act(async () => gis.callback({ credential }));
    expect(notify).toHaveBeenLastCalledWith('error', LOGIN_MESSAGES.googleRejected);
    expect(useAppStore.getState().user.isLoggedIn).toBe(false);
  });
});
