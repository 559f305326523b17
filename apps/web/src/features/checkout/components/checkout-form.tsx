import {
  FREE_SHIPPING_LIMIT_FILS,
  MINIMUM_AGE_YEARS,
  ORDER_MESSAGES,
  aedText,
  type CartItem,
  type Fulfilment,
  type Payment,
} from '@shop/shared/rules';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChoiceList } from '@/components/ui/choice-list';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { leaveFor } from '@/lib/leave-for';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { useCartStore, type AppliedCoupon } from '@/stores/cart-store';
import { useCouponOffers } from '../api/coupons';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useSlots } from '../api/get-slots';
import {
  NOTES_MAX,
  checkCheckout,
  cleanNotes,
  serverCheckoutErrors,
  type CheckoutErrors,
  type CheckoutValues,
} from '../checkout-rules';
import { appliedCouponRule, checkoutTotals } from '../checkout-summary';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CouponField } from './coupon-field';
import { EidField } from './eid-field';
import { OrderSummary } from './order-summary';
import { SlotSelect } from './slot-select';
import './checkout.css';

/** What the page gives the address step: the checkout feature does not know where addresses come from. */
export interface AddressStepProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | null;
}

export interface CheckoutFormProps {
  lines: readonly CartItem[];
  /** A first order needs the Emirates ID. */
  needsEid: boolean;
  /** The store, for pickup (the site's contact details). */
  store: { address: string; mapLink: string } | null;
  renderAddress: (props: AddressStepProps) => ReactNode;
  onPlaced: (orderNumber: string) => void;
}

const FULFILMENTS = [
  {
    value: 'delivery' as const,
    title: 'Delivery',
    detail: `To your door. Free above ${aedText(FREE_SHIPPING_LIMIT_FILS)}.`,
  },
  { value: 'pickup' as const, title: 'Store pickup', detail: 'Collect it at our store. Always free.' },
];

/** Card online, on the gateway's hosted page: offered only where the server has a gateway. */
const CARD_ONLINE = {
  value: 'online' as const,
  title: 'Card online now',
  detail: "Pay on Network International's secure page. Your card details never reach us.",
};

function payments(fulfilment: Fulfilment, online: boolean) {
  const when = fulfilment === 'pickup' ? 'at pickup' : 'on delivery';
  return [
    { value: 'cash' as const, title: `Cash ${when}`, detail: 'Please have the exact amount ready.' },
    {
      value: 'card' as const,
      title: `Card ${when}`,
      detail: fulfilment === 'pickup' ? 'Pay by card at the store.' : 'The driver brings a card machine.',
    },
    ...(online ? [CARD_ONLINE] : []),
  ];
}

/**
 * Checkout (issue 9): fulfilment, address or store, slot, notes, Emirates ID, coupon, payment, the summary and placing
 * the order.
 */
export function CheckoutForm({ lines, needsEid, store, renderAddress, onPlaced }: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutValues>({
    fulfilment: 'delivery',
    addressId: null,
    slot: '',
    notes: '',
    payment: 'cash',
    eid: null,
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(() => useCartStore.getState().coupon);
  const userId = useAppStore((s) => s.user.userId);
  const slots = useSlots();
  const online = usePaymentMethods().data?.methods.includes('online') ?? false;
  const offers = useCouponOffers();
  const place = usePlaceOrder();
  // On its way to the gateway's page: the button stays busy until the browser leaves.
  const busy = place.isPending || (place.data !== undefined && 'paymentPage' in place.data);
  const form = useRef<HTMLFormElement>(null);
  // Set at once, before the button re-renders disabled: a double click sends one request (the key covers the rest).
  const sending = useRef(false);

  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K], field?: keyof CheckoutErrors) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const chooseFulfilment = (fulfilment: Fulfilment) => {
    // The delivery and pickup slots differ: the one chosen does not carry over.
    setValues((v) => (v.fulfilment === fulfilment ? v : { ...v, fulfilment, slot: '' }));
    setErrors((e) => ({ ...e, slot: undefined, address: undefined }));
  };
  const pickup = values.fulfilment === 'pickup';
  const currentSlots = slots.data ? (pickup ? slots.data.pickup : slots.data.delivery) : undefined;
  const totals = checkoutTotals(lines, values.fulfilment, appliedCouponRule(coupon, offers.data));

  const showProblems = (found: CheckoutErrors, message: string) => {
    setErrors(found);
    notify('error', message);
    // The first field with a problem takes the focus, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => {
      const target = form.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input',
      );
      target?.focus();
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const found = checkCheckout(values, { slots: currentSlots ?? [], needsEid });
    const first = Object.values(found).find(Boolean);
    if (first) return showProblems(found, first);
    const notes = cleanNotes(values.notes);
    sending.current = true;
    place.mutate(
      {
        order: {
          user_id: userId ?? undefined,
          fulfilment: values.fulfilment,
          slot: values.slot,
          payment: values.payment,
          ...(pickup ? {} : { address_id: values.addressId ?? undefined }),
          ...(coupon ? { coupon: coupon.code } : {}),
          ...(notes ? { notes } : {}),
        },
        eid: needsEid ? values.eid : null,
      },
      {
        onSuccess: (placed) => {
          // Card online: the order waits for the bank; the gateway's page takes the customer, then sends them back.
          if ('paymentPage' in placed) return leaveFor(placed.paymentPage);
          notify('success', ORDER_MESSAGES.placed);
          onPlaced(placed.orderNumber);
        },
        onSettled: () => {
          sending.current = false;
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'IDEMPOTENCY_KEY_REUSED')
            return notify('info', ORDER_MESSAGES.alreadyPlaced);
          const message = err instanceof ApiError ? (err.serverMessage ?? err.message) : err.message;
          showProblems(serverCheckoutErrors(err instanceof ApiError ? err.errors : undefined), message);
        },
      },
    );
  };

  return (
    <form ref={form} className="checkout" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="checkout__steps">
        <section className="checkout__section panel" aria-labelledby="fulfilment-title">
          <h2 id="fulfilment-title" className="checkout__heading">
            Delivery or pickup
          </h2>
          <ChoiceList
            name="fulfilment"
            legend="How would you like to get your order?"
            options={FULFILMENTS}
            value={values.fulfilment}
            onChange={chooseFulfilment}
            inline
          />
          {pickup ? (
            <div className="checkout__store">
              <p className="field__label">Pick up at</p>
              {store ? (
                <p>
                  <a href={store.mapLink} target="_blank" rel="noopener noreferrer">
                    {store.address}
                  </a>
                </p>
              ) : (
                <p>Our store in Dubai.</p>
              )}
              <p className="checkout__note">{`Bring your Emirates ID: we check that you are ${MINIMUM_AGE_YEARS} or over.`}</p>
            </div>
          ) : (
            renderAddress({
              value: values.addressId,
              onChange: (id) => set('addressId', id, 'address'),
              error: errors.address,
            })
          )}
          <SlotSelect
            label={pickup ? 'Pickup time' : 'Delivery time'}
            slots={currentSlots}
            value={values.slot}
            onChange={(id) => set('slot', id, 'slot')}
            error={errors.slot}
          />
          <FormField
            label={pickup ? 'Notes for the store (optional)' : 'Delivery notes (optional)'}
            error={errors.notes}
            hint={pickup ? 'Anything we should know.' : 'Gate code, landmark, when to call…'}
          >
            {(c) => (
              <textarea
                {...c}
                className="field__input field__input--area"
                rows={2}
                maxLength={NOTES_MAX + 50}
                value={values.notes}
                onChange={(e) => set('notes', e.target.value, 'notes')}
              />
            )}
          </FormField>
        </section>
        {needsEid ? (
          <div className="panel">
            <EidField file={values.eid} onChange={(file) => set('eid', file, 'eid')} error={errors.eid} />
          </div>
        ) : null}
        <section className="checkout__section panel" aria-labelledby="payment-title">
          <h2 id="payment-title" className="checkout__heading">
            Payment
          </h2>
          <ChoiceList
            name="payment"
            legend="How will you pay?"
            options={payments(values.fulfilment, online)}
            value={values.payment}
            onChange={(p: Payment) => set('payment', p)}
            inline
          />
        </section>
      </div>
      <OrderSummary lines={lines} totals={totals} couponCode={coupon?.code ?? null} pickup={pickup}>
        {!pickup && totals.shippingFils ? (
          <p className="checkout__note">{`Free delivery on orders above ${aedText(FREE_SHIPPING_LIMIT_FILS)}.`}</p>
        ) : null}
        <CouponField
          applied={coupon}
          onApplied={(c) => {
            setCoupon(c);
            setErrors((e) => ({ ...e, coupon: undefined }));
          }}
          error={errors.coupon}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {placeLabel(values.payment, busy)}
        </button>
        <p className="checkout__note">Prices include VAT. The total is confirmed when the order is placed.</p>
      </OrderSummary>
    </form>
  );
}

/** The button's words: paying online leaves for the gateway's page, which it says. */
function placeLabel(payment: Payment, busy: boolean): string {
  if (payment === 'online') return busy ? 'Opening the payment page...' : 'Pay by card';
  return busy ? 'Placing your order...' : 'Place order';
}
