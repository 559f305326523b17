import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, partializeState, useAppStore } from './app-store';

describe('persisted client state (spec section 3)', () => {
  it('keeps the user: login flag, age answer, token, id and type', () => {
    useAppStore.setState((s) => ({ user: { ...s.user, ageValid: true, isLoggedIn: true, authToken: 't', userId: 4, userType: 'user' } }));
    const saved = partializeState(useAppStore.getState());
    expect(saved).toEqual({ user: { isLoggedIn: true, ageValid: true, authToken: 't', userId: 4, userType: 'user' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state).toEqual(saved);
  });

  it('writes the age answer to storage and logout clears it', () => {
    useAppStore.getState().confirmAge();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state.user.ageValid).toBe(true);
    useAppStore.getState().logout();
    expect(useAppStore.getState().user.ageValid).toBe(false);
    expect(useAppStore.getState().user.authToken).toBeNull();
  });

  it('restores a session saved by an older release without the slices it no longer has', async () => {
    const old = {
      cart: { items: [{ cart_id: 1, qty: 2 }], shippingCharge: 15, freeShippingLimit: 100 },
      user: { isLoggedIn: true, ageValid: true, authToken: 'old', userId: 9, userType: 'corporate', details: { full_name: 'A' }, popups: { login: true } },
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: old, version: 1 }));
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect(state.user).toEqual({ isLoggedIn: true, ageValid: true, authToken: 'old', userId: 9, userType: 'corporate' });
    expect(state).not.toHaveProperty('cart');
  });
});
