/** A call's query: empty values (undefined, null, '') are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** `/orders` and `{ tab: 'new', q: '' }` → `/orders?tab=new`. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
