import { ApiError } from './api-client';

/**
 * What to tell the shopper about a failed call: the server's own words when it refused the input (a quantity above
 * the stock, a product gone), otherwise `fallback` (network down, a bare 500).
 */
export function errorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const field = Object.values(err.errors ?? {}).find((list) => list.length)?.[0];
  return err.serverMessage ?? field ?? fallback;
}
