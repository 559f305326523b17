import { FREE_SHIPPING_LIMIT_FILS, SHIPPING_CHARGE_FILS, filsToAed } from '@shop/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A cart line as the cart call returns it (spec section 3); filled by the cart feature. */
export interface CartItem {
  cart_id: number;
  qty: number;
  name: string;
  route: string;
  category: string;
  featured_img: string;
  price_variation: unknown;
}

export type UserType = 'user' | 'corporate';
export type PopupName = 'login' | 'register' | 'verify' | 'forgot';

export interface UserDetails {
  full_name: string;
  email: string;
  profile: string;
  access_token?: string;
}

/** Spec section 3: the client state slices. */
export interface AppState {
  cart: {
    items: CartItem[];
    couponValue: number;
    bannerLocation: string | null;
    shippingCharge: number;
    freeShippingLimit: number;
  };
  wishlist: { items: Array<{ id: number; product_id: number; route: string }> };
  user: {
    isLoggedIn: boolean;
    /** The age gate's answer: true once the visitor confirmed being of legal age. */
    ageValid: boolean;
    authToken: string | null;
    userId: number | null;
    userType: UserType | null;
    details: UserDetails | null;
    pendingVerification: { email: string; mobile: string; email_verification: boolean } | null;
    popups: Record<PopupName, boolean>;
  };
  confirmAge: () => void;
  setPopup: (name: PopupName, open: boolean) => void;
  logout: () => void;
}

const initialUser: AppState['user'] = {
  isLoggedIn: false,
  ageValid: false,
  authToken: null,
  userId: null,
  userType: null,
  details: null,
  pendingVerification: null,
  popups: { login: false, register: false, verify: false, forgot: false },
};

/** What survives a reload, exactly as spec section 3 says. */
export type PersistedState = {
  cart: Pick<AppState['cart'], 'items' | 'shippingCharge' | 'freeShippingLimit'>;
  user: Omit<AppState['user'], 'pendingVerification' | 'popups'>;
};

/**
 * Persisted: the cart without coupon and banner; the user without verification and popup flags;
 * nothing else (the wishlist is always refetched).
 */
export function partializeState(state: AppState): PersistedState {
  const { couponValue: _coupon, bannerLocation: _banner, ...cart } = state.cart;
  const { pendingVerification: _pending, popups: _popups, ...user } = state.user;
  return { cart, user };
}

export const STORAGE_KEY = 'cellar-state';

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      cart: {
        items: [],
        couponValue: 0,
        bannerLocation: null,
        shippingCharge: filsToAed(SHIPPING_CHARGE_FILS),
        freeShippingLimit: filsToAed(FREE_SHIPPING_LIMIT_FILS),
      },
      wishlist: { items: [] },
      user: initialUser,
      confirmAge: () => set((s) => ({ user: { ...s.user, ageValid: true } })),
      setPopup: (name, open) => set((s) => ({ user: { ...s.user, popups: { ...s.user.popups, [name]: open } } })),
      // Spec section 4: logout clears user data, details and age validity.
      logout: () => set(() => ({ user: initialUser, wishlist: { items: [] } })),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeState,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedState>;
        return {
          ...current,
          cart: { ...current.cart, ...saved.cart },
          user: { ...current.user, ...saved.user },
        };
      },
    },
  ),
);

/** The bearer token, for the API client. */
export const selectToken = (s: AppState) => s.user.authToken;

/** Logged in means the login flag and a token to send (spec section 6): either alone is not a session. */
export const selectIsLoggedIn = (s: AppState) => s.user.isLoggedIn && Boolean(s.user.authToken);

/** Corporate buyers have no cart, wishlist, checkout or orders (spec section 6); logout clears the type. */
export const selectIsCorporate = (s: AppState) => s.user.userType === 'corporate';
