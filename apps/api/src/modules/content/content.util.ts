/** Helpers the content services share. */

/** Offset of a 1-based page. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
