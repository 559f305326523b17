import { COMMENT_STATES, REVIEW_VISIBILITIES, type CommentState, type ReviewVisibility } from '@shop/shared/rules';

/** Where the moderation screen stands, kept in the address: `/admin/moderation?tab=reviews&show=hidden&page=2`. */
export interface ModerationParams {
  tab: 'comments' | 'reviews';
  /** The comments' state shown. */
  status: CommentState;
  /** The reviews shown: all, or only the shown or hidden ones. */
  show: ReviewVisibility | undefined;
  page: number;
}

export function readModerationParams(search: URLSearchParams): ModerationParams {
  const page = Number(search.get('page'));
  const status = search.get('status') as CommentState;
  const show = search.get('show') as ReviewVisibility;
  return {
    tab: search.get('tab') === 'reviews' ? 'reviews' : 'comments',
    status: COMMENT_STATES.includes(status) ? status : 'pending',
    show: REVIEW_VISIBILITIES.includes(show) ? show : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address of a moderation view (defaults left out). */
export function moderationSearch(params: ModerationParams): string {
  const query = new URLSearchParams();
  if (params.tab === 'reviews') {
    query.set('tab', 'reviews');
    if (params.show) query.set('show', params.show);
  } else if (params.status !== 'pending') query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
