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
