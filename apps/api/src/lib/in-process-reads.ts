import { AsyncLocalStorage } from 'node:async_hooks';
import {
  compilePathPattern,
  matchPathPattern,
  type CompiledPathPattern,
  type PublicReadAnswer,
  type PublicReadRequest,
} from '@shop/shared';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { CacheableRead } from './cacheable-read.ts';
import { AppError } from './errors.ts';

interface RouteSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}

/** What a public read's handler is given here: the request's validated parts, and a reply that takes `sendRead`. */
type ReadHandler = (
  request: { params: unknown; query: unknown; body: unknown },
  reply: { sendRead(read: CacheableRead<unknown>): Promise<undefined> },
) => unknown;

interface ReadRoute {
  method: 'GET' | 'POST';
  compiled: CompiledPathPattern;
  schema: RouteSchemas;
  handler: ReadHandler;
}

const answer = (status: number, error: string, code: string): PublicReadAnswer => ({ status, body: { error, code } });

/**
 * The API's public reads, answered in process for the storefront's server render (decision 015). Every route marked
 * `config.publicCache` is taken as it is registered (`track`, from an onRoute hook): the same schemas validate the
 * request and the same handler builds the answer, with the same services, so a page and the API never disagree and
 * no second table of reads is kept. Those handlers only read `params`, `query` and `body` and answer with
 * `reply.sendRead(read)` or a value (the in-process test holds every one to the HTTP answer).
 */
export class InProcessReads {
  private readonly routes: ReadRoute[] = [];
  private readonly tagsOfRender = new AsyncLocalStorage<Set<string>>();

  constructor(private readonly prefix: string) {}

  /** Takes a route if it is a public read under the prefix. */
  track(route: RouteOptions): void {
    if (!route.config || !('publicCache' in route.config) || !route.url.startsWith(this.prefix)) return;
    for (const verb of [route.method].flat()) {
      const method = verb === 'GET' ? 'GET' : verb === 'POST' ? 'POST' : null;
      if (!method) continue;
      this.routes.push({
        method,
        compiled: compilePathPattern(route.url.slice(this.prefix.length)),
        schema: (route.schema ?? {}) as RouteSchemas,
        handler: route.handler as unknown as ReadHandler,
      });
    }
  }

  /** The paths taken, as `METHOD /pattern` (for tests). */
  get patterns(): string[] {
    return this.routes.map((r) => `${r.method} ${r.compiled.pattern}`);
  }

  /** Runs `work` and gives back, with its result, the tags of every read it made (a page's cache tags). */
  async collectingTags<T>(work: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
    const tags = new Set<string>();
    const result = await this.tagsOfRender.run(tags, work);
    return { result, tags: [...tags] };
  }

  /** The answer the API would give the request (without its HTTP: no cache headers, no compression). */
  read = async ({ method, path, body }: PublicReadRequest): Promise<PublicReadAnswer> => {
    const url = new URL(path, 'http://in-process.invalid');
    let params: Record<string, string> | null = null;
    const route = this.routes.find(
      (r) => r.method === method && (params = matchPathPattern(r.compiled, url.pathname)) !== null,
    );
    if (!route || !params) return answer(404, `No public read for ${method} ${url.pathname}.`, 'NOT_FOUND');
    const parts = {
      params: route.schema.params ? route.schema.params.safeParse(params) : { success: true as const, data: params },
      query: route.schema.querystring
        ? route.schema.querystring.safeParse(Object.fromEntries(url.searchParams))
        : { success: true as const, data: {} },
      body: route.schema.body ? route.schema.body.safeParse(body) : { success: true as const, data: undefined },
    };
    if (!parts.params.success || !parts.query.success || !parts.body.success)
      return answer(400, 'Bad request.', 'VALIDATION');
    let sent: CacheableRead<unknown> | undefined;
    const reply = { sendRead: (read: CacheableRead<unknown>) => ((sent = read), Promise.resolve(undefined)) };
    try {
      const value = await route.handler(
        { params: parts.params.data, query: parts.query.data, body: parts.body.data },
        reply,
      );
      if (!sent) return { status: 200, body: value };
      const built = await (sent as CacheableRead<unknown>).build();
      const tags = this.tagsOfRender.getStore();
      for (const tag of built.tags) tags?.add(tag);
      return { status: 200, body: built.value };
    } catch (err) {
      if (err instanceof AppError) return answer(err.statusCode, err.message, err.code);
      throw err;
    }
  };
}
