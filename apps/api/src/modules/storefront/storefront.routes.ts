import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AGE_CONFIRM_PATH, ageCookie, matchStorefrontRoute } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlogService } from '../blog/index.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { NewsService } from '../news/index.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { isUnavailable } from '../../lib/unavailable.ts';
import { RATE_LIMITS, rateLimited } from '../../plugins/rate-limit.ts';
import { loadRenderer, sendRenderedPage, templateReader, type PageReads, type PageRendering } from './page-render.ts';
import { robotsTxt } from './robots.ts';
import { staticCacheControl } from './static-cache.ts';
import { createStorefrontService } from './storefront.service.ts';

export interface StorefrontOptions {
  /** The catalog as it is now. */
  catalog: () => CatalogView;
  blog: BlogService;
  news: NewsService;
  distDir: string;
  publicBaseUrl?: string;
  /** The public reads, answered in process, and the cache, for pages rendered on the server (decisions 015, 022). */
  reads: PageReads;
  cache: ResponseCache;
}

/** Where the age gate's form may send a visitor back to: a path of this site, never another origin. */
function localPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length > 2048 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  // Printable ASCII only, as a URL's path and query are once encoded (a header carries nothing else), and no backslash,
  // which browsers read as a slash.
  return [...value].every((c) => c > ' ' && c <= '~' && c !== '\\') ? value : '/';
}

const NOT_PAGES = /^\/(api|images|profile)(\/|$)/;

/**
 * The built storefront and what crawlers read: every storefront path gets the app's page, with HTTP 404 when the
 * path is not one of the shop's pages or names a product, category, list, blog post or news item that does not
 * exist (the app then shows its not-found page); `/sitemap.xml` lists the shop's pages and `/robots.txt` points to
 * it. Anything else unknown (an API path, a missing file) gets the error payload.
 */
export async function storefrontRoutes(app: FastifyInstance, opts: StorefrontOptions) {
  const hasStorefront = fs.existsSync(path.join(opts.distDir, 'index.html'));
  const baseUrl = opts.publicBaseUrl ?? 'http://localhost:3000';
  const storefront = createStorefrontService({
    catalog: opts.catalog,
    blog: opts.blog,
    news: opts.news,
    baseUrl,
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await storefront.sitemap());
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(baseUrl));
  });

  // The age gate without JavaScript: its form posts here; the cookie lets the server leave the gate out from now on.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.post(AGE_CONFIRM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const back = localPath((request.body as Record<string, unknown> | undefined)?.return);
    return reply
      .header('set-cookie', ageCookie(true, { secure: baseUrl.startsWith('https:') }))
      .header('cache-control', 'no-store')
      .redirect(back, 303);
  });

  const renderer = hasStorefront ? await loadRenderer(opts.distDir, opts.reads, baseUrl) : null;
  const rendering: PageRendering | null = renderer && {
    renderer,
    reads: opts.reads,
    cache: opts.cache,
    template: templateReader(opts.distDir),
  };
  if (renderer) app.log.info('storefront: public pages are rendered on the server');
  // A page no cache keeps (a filtered listing, a far page, a not-found page) is rendered for every request: each costs
  // what a filter call does, so a client has a limit on them.
  const countUnkeptPage = app.hasDecorator('createRateLimit') ? app.createRateLimit(RATE_LIMITS.unkeptPages) : null;
  async function limitUnkeptPages(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const count = await countUnkeptPage?.(request);
    if (!count || count.isAllowed || !count.isExceeded) return;
    const seconds = count.ttlInSeconds;
    void reply.header('retry-after', seconds);
    throw rateLimited(`${seconds} second${seconds === 1 ? '' : 's'}`);
  }

  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      // The app's page is served by the not-found handler below, with the status the path deserves.
      allowedPath: (pathName) => !NOT_PAGES.test(pathName) && !pathName.endsWith('/'),
      setHeaders: (reply, filePath) => void reply.header('cache-control', staticCacheControl(filePath)),
    });
  }

  /**
   * 200 or 404; when the database cannot say whether a blog post or news item exists, the shopper still gets the app
   * (which shows what it can) with a 503, so crawlers come back later instead of forgetting the page.
   */
  async function pageStatus(pathname: string): Promise<number> {
    try {
      return (await storefront.pageExists(pathname)) ? 200 : 404;
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      app.log.warn({ err }, 'page check: database unavailable');
      return 503;
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(pathname) && !path.extname(pathname);
    if (hasStorefront && isPage) {
      const moved = storefront.movedTo(pathname);
      if (moved) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.code(301).header('cache-control', 'public, max-age=300').redirect(`${moved}${query}`, 301);
      }
      const status = await pageStatus(pathname);
      // Public pages that exist, and the not-found page of a path no page has, come rendered; a page naming a record
      // that does not exist, and personal pages, are the shell the browser renders.
      const key =
        rendering && (status === 200 || (status === 404 && !matchStorefrontRoute(pathname)))
          ? rendering.renderer.pageKey(request.url)
          : null;
      if (rendering && key) {
        if (status !== 200 || !rendering.renderer.keeps(request.url)) await limitUnkeptPages(request, reply);
        try {
          return await sendRenderedPage(request, reply, status, key, rendering);
        } catch (err) {
          // A page that fails to render still opens: the browser renders it, as before server rendering.
          request.log.error({ err }, 'page render failed: sending the shell');
        }
      }
      return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: `No route for ${request.method} ${pathname}.`, code: 'NOT_FOUND', requestId: request.id });
  });
}
