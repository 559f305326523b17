import { env } from '@/config/env';

/** A storefront path as an absolute URL on the shop's public origin (canonical links, structured data). */
export function absoluteUrl(path: string): string {
  return new URL(path, env.publicBaseUrl || window.location.origin).href;
}

/** A paged view's path: page 1 is the bare path, others carry `?page=n` (the only query a canonical URL keeps). */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
