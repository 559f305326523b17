import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { watchedFile } from '../../lib/watched-file.ts';

export interface AdminAppOptions {
  /** The back office as `npm run build --workspace apps/admin` makes it: index.html and assets/. */
  distDir: string;
}

/** Where the back office lives; its build names the same base (`apps/admin/vite.config.ts`). */
export const ADMIN_BASE = '/admin';

/**
 * The back office (issue 25), a bundle of its own beside the storefront's: its hashed assets for a year, and its page
 * for any other path under /admin, which the app routes itself. The page belongs to whoever is signed in and means
 * nothing to a search engine: never stored, never indexed. It loads only its own module script, so the shop's
 * Content-Security-Policy (scripts from this origin) holds as it is.
 */
export async function adminAppRoutes(app: FastifyInstance, opts: AdminAppOptions): Promise<void> {
  // Read again when the file changes (a rebuild while the server runs), as the storefront's CSP reads its page.
  const page = watchedFile(path.join(opts.distDir, 'index.html'), (html) => html);

  await app.register(fastifyStatic, {
    root: path.join(opts.distDir, 'assets'),
    prefix: `${ADMIN_BASE}/assets/`,
    preCompressed: true,
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (reply) =>
      void reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-robots-tag', 'noindex'),
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? ADMIN_BASE;
    const html = page();
    // A file that is not there (a stale asset name, a typo) is a 404, not the app.
    if (path.extname(pathname) || html === null) {
      const error = html === null ? 'The back office is not built: run npm run build.' : `No file at ${pathname}.`;
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error, code: 'NOT_FOUND', requestId: request.id });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(html);
  };
  app.get(ADMIN_BASE, { schema: { hide: true } }, sendPage);
  app.get(`${ADMIN_BASE}/*`, { schema: { hide: true } }, sendPage);
}
