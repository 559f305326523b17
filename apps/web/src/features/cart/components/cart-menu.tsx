import { CART_MESSAGES } from '@shop/shared/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useHeaderFetch } from '@/lib/use-header-fetch';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useCart } from '../api/get-cart';
import { goodsAfterOffer } from '../hooks/cart-totals';
import { useCouponSync } from '../hooks/use-coupon-sync';
import { MiniCart } from './mini-cart';

export const EMPTY_CART_TEXT = CART_MESSAGES.empty;
/** Spec section 6: the checkout shortcut's warning for guests. */
export const LOGIN_TO_CHECKOUT_TEXT = 'Please Login First to Checkout.';

/**
 * The header's cart button with its count and a dropdown of the lines; the header is what fetches the cart (spec
 * section 4).
 */
export function CartMenu() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  const cart = useCart({ fetch: useHeaderFetch(loggedIn ? userId : null) });
  useCouponSync(cart.summary ? goodsAfterOffer(cart.summary) : cart.data?.status === 404 ? null : undefined);
  const { count } = cart;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const checkout = () => {
    setOpen(false);
    if (loggedIn) return void navigate(paths.checkout());
    // The panel closes under the pointer: keep keyboard users on the cart button.
    toggle.current?.focus();
    notify('warn', LOGIN_TO_CHECKOUT_TEXT);
  };

  return (
    <div className="menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20.5h.01M17.5 20.5h.01"
          />
        </svg>
        <span className="visually-hidden">Cart, {count} items</span>
        <span className="icon-btn__count" aria-hidden="true">
          {count}
        </span>
      </button>
      {open ? (
        <div id={panelId} className="menu__panel menu__panel--cart">
          <MiniCart lines={cart.lines} summary={cart.summary} onNavigate={() => setOpen(false)} onCheckout={checkout} />
        </div>
      ) : null}
    </div>
  );
}
