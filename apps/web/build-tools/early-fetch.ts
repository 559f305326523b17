import { LISTING_FILTER_PARAMS, SORT_MODES, STOREFRONT_ROUTES, compilePathPattern } from './shared.ts';
import type { Plugin } from 'vite';
import { routeReads, type RouteRead } from '../src/app/route-reads.ts';

/** What the early fetch needs to know, written into index.html as JSON. */
export interface EarlyFetchConfig {
  /** The API base, as the app's client uses it (VITE_API_BASE_URL, default /api/v1). */
  api: string;
  sorts: readonly string[];
  defaultSort: string;
  filters: readonly string[];
  /** Every route in table order (the first match wins), with its regular expression and reads. */
  routes: Array<{ source: string; keys: string[]; reads: RouteRead[] }>;
}

/**
 * Runs in index.html before the app's code arrives: starts the first page's API reads, which
 * lib/api-client.ts then takes by URL. Inlined by its source text, so it must stay self-contained
 * (globals and its argument only). It mirrors matchStorefrontRoute, pageFromQuery and sortFromQuery of
 * @shop/shared and app/prefetch.ts; app/early-fetch.test.ts checks both ask for the same URLs.
 */
function earlyFetch(config: EarlyFetchConfig): void {
  const early: Record<string, Promise<Response>> = {};
  window.__earlyFetch = early;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const search = new URLSearchParams(location.search);
  for (const route of config.routes) {
    const match = new RegExp(route.source, 'i').exec(path);
    if (!match) continue;
    const values: Record<string, string> = {};
    try {
      route.keys.forEach((key, i) => {
        values[key] = encodeURIComponent(decodeURIComponent(match[i + 1] ?? ''));
      });
    } catch {
      return;
    }
    const rawPage = (search.get('page') ?? '').trim();
    const page = rawPage === '' ? Number.NaN : Number(rawPage);
    values.page = String(Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1);
    const sort = search.get('sort') ?? '';
    values.sort = config.sorts.includes(sort) ? sort : config.defaultSort;
    const filtered = config.filters.some((name) => (search.get(name) ?? '').trim() !== '');
    for (const read of route.reads) {
      if (read.skipWhenFiltered && filtered) continue;
      const url = config.api + read.url.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
      early[url] = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    }
    return;
  }
}

/** The early fetch's inline script for an API base, from the route table and app/route-reads.ts. */
export function earlyFetchScript(apiBase: string): string {
  const config: EarlyFetchConfig = {
    api: apiBase,
    sorts: SORT_MODES,
    defaultSort: 'default',
    filters: LISTING_FILTER_PARAMS,
    routes: STOREFRONT_ROUTES.map((route) => {
      const { source, keys } = compilePathPattern(route.pattern);
      return { source, keys, reads: [...routeReads(route.name)] };
    }),
  };
  // `<` is escaped so no value can close the script element.
  return `(${earlyFetch.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

/** Where index.html takes the script. */
export const EARLY_FETCH_PLACEHOLDER = '<!-- early-fetch -->';

/**
 * Writes the early fetch into index.html, in development and in the build. The script is static, so the
 * served index.html is byte for byte the built one and the server can allow it by its hash (CSP).
 */
export function earlyFetchPlugin(): Plugin {
  let apiBase = '/api/v1';
  return {
    name: 'early-fetch',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE_URL as string | undefined) ?? '/api/v1';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(EARLY_FETCH_PLACEHOLDER)) throw new Error(`index.html has no ${EARLY_FETCH_PLACEHOLDER} for the early fetch`);
        return html.replace(EARLY_FETCH_PLACEHOLDER, () => `<script id="early-fetch">${earlyFetchScript(apiBase)}</script>`);
      },
    },
  };
}
