import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/** What a route's loader is given: the page's path parameters and query, and the query cache to fill. */
export interface LoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}

/**
 * A route's loader (decision 023): it reads exactly what the page renders, through the query options its components
 * use, so the page renders once, with its data, on the server and after a navigation in the browser. It does not
 * reject: a read that fails stays in the cache as a failed query, which the page shows as after its own request.
 */
export type RouteLoader = (args: LoaderArgs) => Promise<unknown>;

/**
 * One read of a loader: the cached data if there is any, fresh or not, else fetched. That is `ensureQueryData`, which
 * TanStack Query 5.108 deprecates for this spelling of it (`query` with `staleTime: 'static'`). Undefined when the
 * read failed.
 */
export function read<TData, TError, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, TError, TData, TData, TQueryKey>,
): Promise<TData | undefined> {
  return queryClient.query({ ...options, staleTime: 'static' }).catch(() => undefined);
}

/** A page that reads nothing of its own (its text is in its code). */
export const readsNothing: RouteLoader = () => Promise.resolve();
