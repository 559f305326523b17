import { Spinner } from '@/components/ui/spinner';
import { shopTime } from '@/lib/shop-date';
import { useOrderTrack } from '../api/get-orders';
import { timelineSteps } from './timeline-steps';

/** The tracking timeline (`GET /auth/order-track/{order}`): each state with its time, the current one marked. */
export function OrderTimeline({ orderNumber, fulfilment }: { orderNumber: string; fulfilment: 'delivery' | 'pickup' }) {
  const { data: track, isPending, isError } = useOrderTrack(orderNumber);
  return (
    <section className="panel" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Tracking</h2>
      {isPending ? <Spinner size={32} label="Loading the tracking…" /> : null}
      {isError ? <p role="alert">The tracking could not be loaded. Please reload the page.</p> : null}
      {track ? (
        <ol className="timeline">
          {timelineSteps(track, fulfilment).map((step, index) => (
            <li
              key={`${step.state}-${index}`}
              className={`timeline__step ${step.at ? 'is-done' : ''} ${step.current ? 'is-current' : ''} timeline__step--${step.state}`}
              aria-current={step.current ? 'step' : undefined}
            >
              <span className="timeline__label">{step.label}</span>
              {step.at ? (
                <time className="timeline__time" dateTime={step.at}>
                  {shopTime(step.at)}
                </time>
              ) : (
                <span className="timeline__time">Not yet</span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
