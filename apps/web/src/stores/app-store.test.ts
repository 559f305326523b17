import type { Me } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, partializeState, useAppStore, type PendingVerification } from './app-store';

const details = {
  id: 4,
  user_type: 'user',
  full_name: 'Layla Haddad',
  email: 'layla@example.ae',
  mobile: '+971501234567',
  profile: null,
} as Me;
const pending: PendingVerification = {
  email: 'omar@events.example',
  mobile: '+971501112222',
  email_verification: true,
  form: {
    user_type: 'corporate',
    full_name: 'Omar',
    email: 'omar@events.example',
    password: 'vintage-cellar-42',
    mobile: '+971501112222',
    company_name: 'Events',
    designation: 'Buyer',
    landline: '045550100',
  },
};
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state;

/** A logged-in user with everything the slice holds: details, a pending verification and an open popup. */
function fullSession() {
  const s = useAppStore.getState();
  s.confirmAge();
  s.logIn({ token: 't', userId: 4, userType: 'user' });
  s.setDetails(details);
  s.setVerification(pending);
  s.showPopup('verify');
}

describe('persisted client state (spec section 3)', () => {
  it('keeps the user without verification and popup flags: login flag, age answer, token, id, type and details', () => {
    fullSession();
    const expected = {
      user: { isLoggedIn: true, ageValid: true, authToken: 't', userId: 4, userType: 'user', details },
    };
    expect(partializeState(useAppStore.getState())).toEqual(expected);
    expect(saved()).toEqual(expected);
    // The pending sign-up (with its password) and the popup flags never reach storage.
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('vintage-cellar-42');
    expect(saved().user).not.toHaveProperty('verification');
    expect(saved().user).not.toHaveProperty('popups');
    expect(useAppStore.getState().user.popups.open).toBe('verify');
  });

  it('writes the age answer to storage', () => {
    useAppStore.getState().confirmAge();
    expect(saved().user.ageValid).toBe(true);
  });

  it('restores a saved session with closed popups and no pending verification, ignoring slices it no longer has', async () => {
    const old = {
      cart: { items: [{ cart_id: 1, qty: 2 }], shippingCharge: 15, freeShippingLimit: 100 },
      user: {
        isLoggedIn: true,
        ageValid: true,
        authToken: 'old',
        userId: 9,
        userType: 'corporate',
        details: { full_name: 'A' },
        popups: { open: 'login' },
        verification: pending,
      },
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: old, version: 1 }));
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect(state.user).toMatchObject({
      isLoggedIn: true,
      ageValid: true,
      authToken: 'old',
      userId: 9,
      userType: 'corporate',
      details: { full_name: 'A' },
      verification: null,
    });
    expect(state.user.popups.open).toBeNull();
    expect(state).not.toHaveProperty('cart');
  });
});

describe('logout (spec section 4)', () => {
  it('clears user data, details and age validity, in memory and in storage', () => {
    fullSession();
    useAppStore.getState().logout();
    expect(useAppStore.getState().user).toEqual({
      isLoggedIn: false,
      ageValid: false,
      authToken: null,
      userId: null,
      userType: null,
      details: null,
      verification: null,
      popups: { open: null, loginMode: 'code', registerMode: 'signup' },
    });
    expect(saved().user).toEqual({
      isLoggedIn: false,
      ageValid: false,
      authToken: null,
      userId: null,
      userType: null,
      details: null,
    });
  });

  it("a new login never shows another account's details", () => {
    fullSession();
    useAppStore.getState().logIn({ token: 'u', userId: 5, userType: 'corporate' });
    expect(useAppStore.getState().user).toMatchObject({
      userId: 5,
      userType: 'corporate',
      details: null,
      verification: null,
    });
  });
});
