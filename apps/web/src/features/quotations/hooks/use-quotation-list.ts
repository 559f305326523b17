import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppStore } from '@/stores/app-store';
import { parseQuoteLines, removeQuoteLine, setQuoteQty, upsertQuoteLine, type QuoteLine } from '../quotation-list';

/**
 * The buyer's quotation list lives in this browser's storage, one list per account, so it survives a reload and
 * follows the buyer from product to product until it is sent (decision 017). It is a draft, not an order: nothing
 * reaches the server before the buyer sends it.
 */
const KEY_PREFIX = 'cellar-quotation-list';
const EMPTY: QuoteLine[] = [];
const listeners = new Set<() => void>();
/** The parsed list per key, reused while the stored text is unchanged (useSyncExternalStore needs a stable answer). */
const cache = new Map<string, { raw: string | null; lines: QuoteLine[] }>();

const keyOf = (userId: number) => `${KEY_PREFIX}:${userId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): QuoteLine[] {
  const raw = storage()?.getItem(key) ?? null;
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.lines;
  const lines = parseQuoteLines(raw);
  cache.set(key, { raw, lines });
  return lines;
}

function write(key: string, lines: QuoteLine[]): void {
  try {
    if (lines.length) storage()?.setItem(key, JSON.stringify(lines));
    else storage()?.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the list simply does not persist.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the shop changed the list.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The logged-in buyer's quotation list and the ways to change it. */
export function useQuotationList() {
  const userId = useAppStore((s) => s.user.userId);
  const key = userId === null ? null : keyOf(userId);
  const lines = useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : EMPTY),
    () => EMPTY,
  );
  const change = useCallback(
    (next: (lines: QuoteLine[]) => QuoteLine[]) => {
      if (key) write(key, next(read(key)));
    },
    [key],
  );
  return useMemo(
    () => ({
      lines,
      upsert: (line: QuoteLine) => change((l) => upsertQuoteLine(l, line)),
      setQty: (id: number, qty: number) => change((l) => setQuoteQty(l, id, qty)),
      remove: (id: number) => change((l) => removeQuoteLine(l, id)),
      clear: () => change(() => []),
    }),
    [lines, change],
  );
}

export type QuotationList = ReturnType<typeof useQuotationList>;
