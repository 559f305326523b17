import { PassThrough } from 'node:stream';
import {
  isPublicPagePath,
  matchStorefrontRoute,
  type PageRenderRequest,
  type PublicReader,
  type RenderedPage,
  type StorefrontRenderer,
} from '@shop/shared/rules';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadPage, queriesWithoutData } from './app/loaders/page-loaders';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { trustApiHtmlWithoutDom } from './components/rich-text/sanitize';
import { isKeptPage, pageKeyOf } from './app/page-key';
import { AgeConfirmedProvider } from './lib/age-cookie';
import { answerCallsInProcess, ApiError } from './lib/api-client';
import { setPageOrigin } from './lib/absolute-url';
import { RenderedPartsContext } from './lib/preloadable';
import { createQueryClient } from './lib/query-client';
import { dehydratePage, splitHoisted, toDataBlock, type SsrData } from './lib/ssr-data';

function pageTree(url: string, client: QueryClient, ageConfirmed: boolean, parts: Set<string>) {
  return (
    <StrictMode>
      <RenderedPartsContext.Provider value={parts}>
        <AgeConfirmedProvider value={ageConfirmed}>
          <AppProvider client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </AgeConfirmedProvider>
      </RenderedPartsContext.Provider>
    </StrictMode>
  );
}

/**
 * The whole page as HTML once everything in it is ready, lazily loaded parts included (decision 015: no partial
 * output, which would need React's inline scripts).
 */
function renderWhenReady(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      // React moves a large Suspense boundary's content to the end of the stream, revealed by an inline script, which
      // the CSP refuses (and which a page without JavaScript never runs): every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(err) {
        failed ??= err;
      },
    });
  });
}

/** A page's address as the API passes it (a path and query): a URL object, under an origin that is never used. */
const pageUrl = (url: string) => new URL(url, 'http://page.invalid');
const keeps = (url: string) => isKeptPage(pageUrl(url));

/** A read the page itself answers for: a record that does not exist, a request the API refuses. */
const isThePagesOwn = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Reads what the page shows with its loaders (decision 023: the layout's and the route's, in process, from the API's
 * services), then renders it once. A read the API refused (a 4xx) stays in the cache as failed, so the page shows it
 * as the browser does after its own request (the not-found view of a 404), and the browser gets it with the data. One
 * that failed for the moment (a 5xx: the database away) is left out: its part renders loading, the browser asks
 * again, and the page is sent to this visitor only (`failed`).
 */
export async function renderPage(url: string, client: QueryClient, ageConfirmed: boolean) {
  const { pathname, searchParams } = pageUrl(url);
  await loadPage(pathname, searchParams, client);
  const momentary = (query: Query) => query.state.status === 'error' && !isThePagesOwn(query.state.error);
  const failed = client.getQueryCache().findAll({ predicate: momentary }).length > 0;
  client.removeQueries({ predicate: momentary });
  const parts = new Set<string>();
  const html = await renderWhenReady(pageTree(url, client, ageConfirmed, parts));
  const unloaded = queriesWithoutData(client).map((query) => query.queryHash);
  if (unloaded.length && !failed) console.warn(`${pathname} renders reads its loader does not make:`, unloaded);
  return { html, parts: [...parts], failed };
}

/** The storefront's server entry (decision 015): the API calls `createRenderer` once and `render` per page. */
export function createRenderer({ read, origin }: { read: PublicReader; origin: string }): StorefrontRenderer {
  setPageOrigin(origin);
  answerCallsInProcess(read);
  trustApiHtmlWithoutDom();
  return {
    pageKey(url) {
      const parsed = pageUrl(url);
      if (!isPublicPagePath(parsed.pathname) && matchStorefrontRoute(parsed.pathname)) return null;
      return pageKeyOf(parsed);
    },
    keeps,
    async render({ url, ageConfirmed }: PageRenderRequest): Promise<RenderedPage> {
      const client = createQueryClient();
      // A read that fails is not tried again here: the page is sent as it is, not kept, and the browser asks again.
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      try {
        const { html, parts, failed } = await renderPage(url, client, ageConfirmed);
        const { head, body } = splitHoisted(html);
        const data: SsrData = { queries: dehydratePage(client), ageConfirmed, parts };
        return { head, body, data: toDataBlock(data), keep: !failed && keeps(url) };
      } finally {
        // Ends the queries' garbage-collection timers, which would keep this page's data for minutes.
        client.clear();
      }
    },
  };
}
