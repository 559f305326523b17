import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, partializeState, useAppStore } from './app-store';

describe('persisted client state (spec section 3)', () => {
  it('keeps the cart without coupon and banner, and the user without verification and popup flags', () => {
    const state = useAppStore.getState();
    const saved = partializeState({
      ...state,
      cart: { ...state.cart, couponValue: 20, bannerLocation: 'home' },
      user: { ...state.user, ageValid: true, popups: { ...state.user.popups, login: true }, pendingVerification: { email: 'a@b.ae', mobile: '+971', email_verification: true } },
      wishlist: { items: [{ id: 1, product_id: 1, route: 'x' }] },
    });
    expect(Object.keys(saved).sort()).toEqual(['cart', 'user']);
    expect(saved.cart).toEqual({ items: [], shippingCharge: 15, freeShippingLimit: 100 });
    expect(saved.user).not.toHaveProperty('popups');
    expect(saved.user).not.toHaveProperty('pendingVerification');
    expect(saved.user.ageValid).toBe(true);
  });

  it('writes the age answer to storage and logout clears it', () => {
    useAppStore.getState().confirmAge();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state.user.ageValid).toBe(true);
    useAppStore.getState().logout();
    expect(useAppStore.getState().user.ageValid).toBe(false);
  });
});
