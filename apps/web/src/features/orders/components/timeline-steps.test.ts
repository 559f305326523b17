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
});
