import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  hasAgeCookie,
  SSR_DATA_ELEMENT_ID,
  type RenderedPage,
  type StorefrontRenderer,
  type StorefrontServerEntry,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicReads } from '../../lib/public-reads.ts';
import { addVary, prepareCompressible } from '../../lib/compression.ts';
import { etagOf, type ResponseCache } from '../../lib/response-cache.ts';
import { watchedFile } from '../../lib/watched-file.ts';

/** Every rendered page carries this tag besides those of the reads it made, so all pages can be dropped at once. */
export const PAGES_TAG = 'pages';

/** What a render uses of the API's public reads (decision 022): the reader it is handed, and the tags it read. */
export type PageReads = Pick<PublicReads, 'read' | 'collectingTags'>;

/**
 * The storefront's server entry, built next to its browser files (`apps/web/dist-server/entry-server.js`), or null
 * when it has not been built (the API alone, or a storefront built before server rendering): pages are then the
 * shell the browser renders, as before.
 */
export async function loadRenderer(
  distDir: string,
  reads: PageReads,
  origin: string,
): Promise<StorefrontRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as StorefrontServerEntry;
  return module.createRenderer({ read: reads.read, origin });
}

/** The part of index.html only the shell has (the splash and the no-script notice): a rendered page covers nothing. */
const SHELL_ONLY = /<!-- shell-only:[\s\S]*?<!-- \/shell-only -->\s*/;
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

/** index.html with a rendered page in it: the page's head in place of the default title, its markup and its data. */
export function fillTemplate(template: string, page: RenderedPage): string {
  let html = template.replace(SHELL_ONLY, '');
  if (page.head) html = html.replace(DEFAULT_TITLE, () => page.head);
  return html.replace(
    ROOT,
    () =>
      `<div id="root">${page.body}</div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${page.data}</script>`,
  );
}

/** The built index.html, read again when a rebuild changes it; its ETag names the build in cache keys. */
export function templateReader(distDir: string): () => { html: string; build: string } {
  return watchedFile(path.join(distDir, 'index.html'), (html) => ({
    html: html ?? '',
    build: html ? etagOf(html) : '',
  }));
}

export interface PageRendering {
  renderer: StorefrontRenderer;
  reads: PageReads;
  cache: ResponseCache;
  template: () => { html: string; build: string };
}

/**
 * Sends a public page rendered on the server. Pages that exist (status 200) are cached like the API's public reads
 * (decision 004), under the build, the age-gate state and the page's one spelling, with the tags of every read the
 * render made, so a stock or price change drops exactly the pages showing that product. Browsers revalidate every
 * time (`no-cache`, with an ETag); the answer differs by the age cookie. A not-found page is rendered each time.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  rendering: PageRendering,
) {
  const { renderer, reads, cache, template } = rendering;
  const confirmed = hasAgeCookie(request.headers.cookie);
  const { html, build } = template();
  // A page rendered while a read failed, or with no end of variants (filters), is this visitor's only.
  let kept = true;
  const render = async () => {
    const { result, tags } = await reads.collectingTags(() =>
      renderer.render({ url: request.url, ageConfirmed: confirmed }),
    );
    kept = result.keep !== false;
    return { body: fillTemplate(html, result), tags: [...tags, PAGES_TAG], keep: kept };
  };
  reply.code(status).type('text/html; charset=utf-8');
  if (status !== 200) return reply.header('cache-control', 'no-cache').send((await render()).body);
  const { response, hit } = await cache.getOrBuild(`page:${build}:${confirmed ? 'adult' : 'gate'}:${key}`, render);
  addVary(reply, 'cookie');
  const payload = prepareCompressible(request, reply, response, response.etag, true);
  return reply
    .header('cache-control', kept ? 'public, no-cache' : 'no-store')
    .header('x-cache', hit ? 'hit' : 'miss')
    .send(payload ?? '');
}
