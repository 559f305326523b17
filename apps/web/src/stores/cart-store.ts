import { create } from 'zustand';

/**
 * A coupon the server accepted for this cart (`POST /check-available-coupon`): its code and what it takes off, in AED.
 */
export interface AppliedCoupon {
  code: string;
  value: number;
  /**
   * The cart's goods after the wine offer, in fils, when the server worked `value` out: once the cart changes, /cart
   * asks again (a percentage coupon takes more off a bigger cart; a smaller one may fall below its minimum).
   */
  goodsFils?: number;
}

/**
 * Spec section 3's cart slice, the part that is client state: the coupon entered on /cart, carried to /checkout. It
 * is never persisted (the spec persists the cart without its coupon), and the server prices the order again anyway.
 */
export interface CartState {
  coupon: AppliedCoupon | null;
  applyCoupon: (coupon: AppliedCoupon) => void;
  clearCoupon: () => void;
}

export const useCartStore = create<CartState>()((set) => ({
  coupon: null,
  applyCoupon: (coupon) => set({ coupon }),
  clearCoupon: () => set({ coupon: null }),
}));
