import type { StaffOrderDetail } from '@shop/shared/rules';
import { formatDateTime } from './format.ts';

/** Every step the order took, oldest first, with its time in Dubai. */
export function OrderTimeline({ order }: { order: StaffOrderDetail }) {
  return (
    <section className="panel area-timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">History</h2>
      <ol className="timeline">
        {order.timeline.map((step, index) => (
          <li key={`${step.state}-${index}`}>
            <span className="timeline__label">{step.label}</span>
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
