import { ORDER_MESSAGES, type Slot } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { checkCheckout, cleanNotes, serverCheckoutErrors, type CheckoutValues } from './checkout-rules';

const slot: Slot = {
  id: '2030-01-01T06:00:00.000Z',
  start: '2030-01-01T06:00:00.000Z',
  end: '2030-01-01T10:00:00.000Z',
  label: 'Tue, 1 Jan, 10:00–14:00',
};
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'eid.png', { type: 'image/png' });
const delivery: CheckoutValues = {
  fulfilment: 'delivery',
  addressId: 3,
  slot: slot.id,
  notes: '',
  payment: 'cash',
  eid: null,
};
const ok = { slots: [slot], needsEid: false };

describe('the checkout form rules', () => {
  it('lets a complete delivery go', () => {
    expect(checkCheckout(delivery, ok)).toEqual({});
  });

  it('delivery needs an address and a slot', () => {
    expect(checkCheckout({ ...delivery, addressId: null, slot: '' }, ok)).toEqual({
      address: ORDER_MESSAGES.needsAddress,
      slot: ORDER_MESSAGES.needsSlot,
    });
  });

  it('pickup needs no address, but a pickup slot', () => {
    expect(checkCheckout({ ...delivery, fulfilment: 'pickup', addressId: null }, ok)).toEqual({});
    expect(checkCheckout({ ...delivery, fulfilment: 'pickup', addressId: null, slot: '' }, ok)).toEqual({
      slot: ORDER_MESSAGES.needsSlot,
    });
  });

  it('a slot no longer offered must be chosen again', () => {
    expect(checkCheckout(delivery, { ...ok, slots: [] })).toEqual({ slot: ORDER_MESSAGES.slotGone });
  });

  it('a first order needs the Emirates ID; later orders do not', () => {
    expect(checkCheckout(delivery, { ...ok, needsEid: true })).toEqual({ eid: ORDER_MESSAGES.needsEid });
    expect(checkCheckout({ ...delivery, eid: png() }, { ...ok, needsEid: true })).toEqual({});
    expect(checkCheckout(delivery, ok)).toEqual({});
  });

  it('the Emirates ID must be an image or a PDF of 10 MB at most', () => {
    const text = new File(['x'], 'eid.txt', { type: 'text/plain' });
    expect(checkCheckout({ ...delivery, eid: text }, ok)).toEqual({ eid: ORDER_MESSAGES.eidType });
    const big = { ...png(), size: 10 * 1024 * 1024 + 1, type: 'image/png' } as File;
    expect(checkCheckout({ ...delivery, eid: big }, ok)).toEqual({ eid: ORDER_MESSAGES.eidTooLarge });
  });

  it("notes go on one line, within the server's limit", () => {
    expect(cleanNotes(' Gate code 12\n  call on arrival ')).toBe('Gate code 12 call on arrival');
    expect(checkCheckout({ ...delivery, notes: 'x'.repeat(501) }, ok).notes).toMatch(/500/);
  });

  it("shows the server's field errors next to the fields", () => {
    expect(
      serverCheckoutErrors({ address_id: ['a'], slot: ['s'], eid: ['e'], coupon: ['c'], total: ['ignored'] }),
    ).toEqual({ address: 'a', slot: 's', eid: 'e', coupon: 'c' });
  });
});
