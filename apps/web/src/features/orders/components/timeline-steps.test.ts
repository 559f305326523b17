import type { OrderEvent, OrderState } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps';

const event = (state: OrderState, at: string): OrderEvent => ({ state, status: 'X', label: state, at });

describe('the tracking timeline', () => {
  it('shows the states reached with their times, then the steps to come', () => {
    const steps = timelineSteps({
      state: 'confirmed',
      timeline: [event('placed', '2030-01-01T06:00:00Z'), event('confirmed', '2030-01-01T07:30:00Z')],
    });
    expect(steps.map((s) => [s.label, s.at, s.current])).toEqual([
      ['Placed', '2030-01-01T06:00:00Z', false],
      ['Confirmed', '2030-01-01T07:30:00Z', true],
      ['Packed', null, false],
      ['Out for delivery', null, false],
      ['Delivered', null, false],
    ]);
  });

  it('a pickup order is ready for pickup rather than out for delivery', () => {
    expect(timelineSteps({ state: 'placed', timeline: [] }, 'pickup').map((s) => s.label)).toContain(
      'Ready for pickup',
    );
  });

  it('a cancelled order ends at its cancellation, with nothing to come', () => {
    const steps = timelineSteps({
      state: 'cancelled',
      timeline: [event('placed', '2030-01-01T06:00:00Z'), event('cancelled', '2030-01-01T06:10:00Z')],
    });
    expect(steps.map((s) => [s.label, s.current])).toEqual([
      ['Placed', false],
      ['Cancelled', true],
    ]);
  });

  it('a delivered order that came back shows its return and its refund after the delivery', () => {
    const delivered: Array<[OrderState, string]> = [
      ['placed', '2030-01-01T06:00:00Z'],
      ['confirmed', '2030-01-01T07:00:00Z'],
      ['packed', '2030-01-01T08:00:00Z'],
      ['out_for_delivery', '2030-01-01T09:00:00Z'],
      ['delivered', '2030-01-01T10:00:00Z'],
      ['returned', '2030-01-03T10:00:00Z'],
      ['refunded', '2030-01-03T10:00:01Z'],
    ];
    const steps = timelineSteps({ state: 'refunded', timeline: delivered.map(([s, at]) => event(s, at)) });
    expect(steps.slice(4).map((s) => [s.label, s.at, s.current])).toEqual([
      ['Delivered', '2030-01-01T10:00:00Z', false],
      ['Returned', '2030-01-03T10:00:00Z', false],
      ['Refunded', '2030-01-03T10:00:01Z', true],
    ]);
    // Before anything comes back, nothing is promised after the delivery.
    expect(timelineSteps({ state: 'delivered', timeline: [] }).map((s) => s.state)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('a cancelled order paid online ends at its refund', () => {
    const steps = timelineSteps({
      state: 'refunded',
      timeline: [
        event('placed', '2030-01-01T06:00:00Z'),
        event('cancelled', '2030-01-01T06:10:00Z'),
        event('refunded', '2030-01-01T06:10:05Z'),
      ],
    });
    expect(steps.map((s) => [s.label, s.current])).toEqual([
      ['Placed', false],
      ['Cancelled', false],
      ['Refunded', true],
    ]);
  });
});
