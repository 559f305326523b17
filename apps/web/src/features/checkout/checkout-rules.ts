import { eidFileProblem, ORDER_MESSAGES, type Fulfilment, type Payment, type Slot } from '@shop/shared/rules';

/** The server's limit on delivery notes. */
export const NOTES_MAX = 500;

/** What the checkout form holds. */
export interface CheckoutValues {
  fulfilment: Fulfilment;
  addressId: number | null;
  /** The chosen slot's id (its start), of the list for the chosen fulfilment. */
  slot: string;
  notes: string;
  payment: Payment;
  eid: File | null;
}

export type CheckoutField = 'address' | 'slot' | 'eid' | 'notes' | 'coupon';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The notes as the server takes them: plain text on one line (it refuses line breaks). */
export function cleanNotes(notes: string): string {
  return notes.replace(/\s+/g, ' ').trim();
}

/**
 * Whether the order may be sent (issue 9): delivery needs an address, either way a slot that is still offered, and
 * a first order an Emirates ID (an image or a PDF of 10 MB at most). The messages are the server's own.
 */
export function checkCheckout(
  values: CheckoutValues,
  context: { slots: readonly Slot[]; needsEid: boolean },
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (values.fulfilment === 'delivery' && values.addressId === null) errors.address = ORDER_MESSAGES.needsAddress;
  if (!values.slot) errors.slot = ORDER_MESSAGES.needsSlot;
  else if (!context.slots.some((s) => s.id === values.slot)) errors.slot = ORDER_MESSAGES.slotGone;
  if (values.eid) {
    const problem = eidFileProblem(values.eid);
    if (problem) errors.eid = problem;
  } else if (context.needsEid) {
    errors.eid = ORDER_MESSAGES.needsEid;
  }
  if (cleanNotes(values.notes).length > NOTES_MAX)
    errors.notes = `Please keep the notes under ${NOTES_MAX} characters.`;
  return errors;
}

/** The form field a server error path names (`address_id`, `slot`, `eid`, `coupon`, `notes`). */
export function checkoutFieldOf(path: string): CheckoutField | null {
  if (path === 'address_id' || path === 'billing_address_id') return 'address';
  return (['slot', 'eid', 'notes', 'coupon'] as const).find((f) => f === path) ?? null;
}

/** The server's field errors, by form field. */
export function serverCheckoutErrors(errors: Record<string, string[]> | undefined): CheckoutErrors {
  const out: CheckoutErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = checkoutFieldOf(path);
    if (field && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}
