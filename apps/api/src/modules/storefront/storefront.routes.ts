import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogReadModel } from '../catalog/catalog-read-model.ts';
import { pageExists } from './page-status.ts';
import { robotsTxt } from './robots.ts';
import { createSitemap } from './sitemap.ts';
import { createStorefrontRepo } from './storefront.repo.ts';
import { staticCacheControl } from './static-cache.ts';

export interface StorefrontOptions {
  catalog: CatalogReadModel;
  distDir: string;
  publicBaseUrl?: string;
}

const NOT_PAGES = /^\/(api|images|profile)(\/|$)/;

/**
 * The built storefront and what crawlers read: every storefront path gets the app's page, with HTTP 404 when the
 * path is not one of the shop's pages or names a product, category or list that does not exist (the app then
 * shows its not-found page); `/sitemap.xml` lists the shop's pages and `/robots.txt` points to it. Anything else
 * unknown (an API path, a missing file) gets the error payload.
 */
export async function storefrontRoutes(app: FastifyInstance, opts: StorefrontOptions) {
  const hasStorefront = fs.existsSync(path.join(opts.distDir, 'index.html'));
  const baseUrl = opts.publicBaseUrl ?? 'http://localhost:3000';
  const sitemap = createSitemap(createStorefrontRepo(app.db), () => opts.catalog.current, baseUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await sitemap());
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(baseUrl));
  });

  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: opts.distDir, preCompressed: true, wildcard: true, index: false, cacheControl: false,
      // The app's page is served by the not-found handler below, with the status the path deserves.
      allowedPath: (pathName) => !NOT_PAGES.test(pathName) && !pathName.endsWith('/'),
      setHeaders: (reply, filePath) => void reply.header('cache-control', staticCacheControl(filePath)),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(pathname) && !path.extname(pathname);
    if (hasStorefront && isPage) {
      return reply.code(pageExists(pathname, opts.catalog.current) ? 200 : 404).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: `No route for ${request.method} ${pathname}.`, code: 'NOT_FOUND', requestId: request.id });
  });
}
