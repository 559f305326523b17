import { useSearchParams } from 'react-router';

/** The page asked for in the address: a whole number from 1, capped so a mistyped link cannot ask for page 1e9. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1;
}

/** The words searched for in the address, trimmed and cut to what the server takes; undefined for none. */
export function readWords(search: URLSearchParams, key: string, maxLength: number): string | undefined {
  return search.get(key)?.trim().slice(0, maxLength) || undefined;
}

/**
 * The address of a list's search, leaving out what is empty or a default (page 1, and the `defaults` given), so the
 * plain list keeps its plain address.
 */
export function listAddress(next: object, defaults: Record<string, unknown> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  return query;
}

/**
 * A list whose search lives in the address (a reload or the back button keeps it): the search as read from it, and
 * the way to another search.
 */
export function useListAddress<P extends object>(
  read: (search: URLSearchParams) => P,
  defaults?: Record<string, unknown>,
): [P, (next: P) => void] {
  const [search, setSearch] = useSearchParams();
  return [read(search), (next) => setSearch(listAddress(next, defaults))];
}
