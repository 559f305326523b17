/** Helpers the content services share. */

/** Tag of every cached content answer (blog, news, FAQ pages). */
export const CONTENT_TAG = 'content';

/** Offset of a 1-based page. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The last page of a list of `total` items: 1 for an empty list. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
