import { CONTENT_STATE_LABELS, type ContentState } from '@shop/shared/rules';

/** Draft, scheduled or published, in words and colour. */
export function StateBadge({ state }: { state: ContentState }) {
  return <span className={`state-badge state-badge--${state}`}>{CONTENT_STATE_LABELS[state]}</span>;
}
