import { PassThrough } from 'node:stream';
import {
  isPublicPagePath,
  matchStorefrontRoute,
  type PageRenderRequest,
  type PublicReader,
  type RenderedPage,
  type StorefrontRenderer,
} from '@shop/shared/rules';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { trustApiHtmlWithoutDom } from './components/rich-text/sanitize';
import { isKeptPage, pageKeyOf } from './app/page-key';
import { AgeConfirmedProvider } from './lib/age-cookie';
import { answerCallsInProcess, ApiError } from './lib/api-client';
import { setPageOrigin } from './lib/absolute-url';
import { RenderedPartsContext } from './lib/preloadable';
import { createQueryClient } from './lib/query-client';
import { splitHoisted, toDataBlock, type SsrData } from './lib/ssr-data';

/**
 * Renders that load more data before the page is complete (a listing's filters before its products): a bound on a bug.
 */
const MAX_PASSES = 4;

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

/**
 * The queries the render asked for that have no data yet and may run (a guest's cart or an empty search are
 * disabled), leaving out those tried already: a read that failed stays unloaded, as it will in the browser.
 */
function queriesToLoad(client: QueryClient, tried: Set<string>) {
  return client
    .getQueryCache()
    .findAll()
    .filter((query) => {
      if (query.state.status === 'success' || tried.has(query.queryHash)) return false;
      tried.add(query.queryHash);
      return (query.options as { enabled?: unknown }).enabled !== false;
    });
}

/**
 * Renders the page, loads what it asked for (in process, from the API's services), and renders again until it asks
 * for nothing more. The pages' own queries are the loaders: no table of what each page reads to keep in step.
 */
async function renderWithData(
  url: string,
  client: QueryClient,
  ageConfirmed: boolean,
): Promise<{ html: string; parts: string[]; failed: boolean }> {
  const tried = new Set<string>();
  let failed = false;
  for (let pass = 1; ; pass++) {
    const parts = new Set<string>();
    const html = await renderWhenReady(pageTree(url, client, ageConfirmed, parts));
    const pending = queriesToLoad(client, tried);
    if (!pending.length || pass === MAX_PASSES) return { html, parts: [...parts], failed };
    await Promise.all(
      pending.map(async (query) => {
        try {
          await client.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false });
        } catch (err) {
          // Not found, or not a public read: the browser shows it as it would after its own request. Any other failure
          // (the database away) is this moment's: the page is sent, but not kept for others.
          if (!(err instanceof ApiError && err.status < 500)) failed = true;
          client.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }),
    );
  }
}

/** A page's address as the API passes it (a path and query): a URL object, under an origin that is never used. */
const pageUrl = (url: string) => new URL(url, 'http://page.invalid');
const keeps = (url: string) => isKeptPage(pageUrl(url));

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
      try {
        const { html, parts, failed } = await renderWithData(url, client, ageConfirmed);
        const { head, body } = splitHoisted(html);
        const data: SsrData = { queries: dehydrate(client), ageConfirmed, parts };
        return { head, body, data: toDataBlock(data), keep: !failed && keeps(url) };
      } finally {
        // Ends the queries' garbage-collection timers, which would keep this page's data for minutes.
        client.clear();
      }
    },
  };
}
