/** A path `{id}` split into what it may mean: a numeric id (when it fits a PostgreSQL integer) and a route. */
export interface IdOrRoute {
  id: number | null;
  route: string;
}

const MAX_SERIAL = 2_147_483_647;

/** Reads a validated `{id}`: digits may be an id or an all-digit route, anything else is a route. */
export function parseIdOrRoute(value: string): IdOrRoute {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : null;
  return { id: id !== null && id >= 1 && id <= MAX_SERIAL ? id : null, route: value.toLowerCase() };
}

/**
 * One spelling for every way of writing the same `{id}`: routes in lower case, numbers without leading zeros.
 * Used as a cache key where the entity cannot be looked up first (content), so case and zero padding
 * cannot multiply cache entries.
 */
export function canonicalIdOrRoute(value: string): string {
  const lower = value.toLowerCase();
  return /^\d+$/.test(lower) ? lower.replace(/^0+(?=\d)/, '') : lower;
}
