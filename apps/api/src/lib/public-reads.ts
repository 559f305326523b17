import { AsyncLocalStorage } from 'node:async_hooks';
import {
  compilePathPattern,
  matchPathPattern,
  type CompiledPathPattern,
  type PublicReadAnswer,
  type PublicReadRequest,
} from '@shop/shared';
import { AppError } from './errors.ts';
import type { PublicRead, ReadInput } from './public-read.ts';

interface Entry {
  read: PublicRead;
  pattern: CompiledPathPattern;
}

/** A refusal as the error payload carries it (without the request id: there is no request). */
const refusal = (status: number, error: string, code: string): PublicReadAnswer => ({ status, body: { error, code } });

/** The request's parts, each parsed by its schema when the read has one, or null when one is refused. */
function validated(read: PublicRead, params: Record<string, string>, url: URL, body: unknown): ReadInput | null {
  const { schema } = read;
  const parts = {
    params: schema.params ? schema.params.safeParse(params) : { success: true as const, data: params },
    query: schema.querystring
      ? schema.querystring.safeParse(Object.fromEntries(url.searchParams))
      : { success: true as const, data: {} },
    body: schema.body ? schema.body.safeParse(body) : { success: true as const, data: undefined },
  };
  if (!parts.params.success || !parts.query.success || !parts.body.success) return null;
  return { params: parts.params.data, query: parts.query.data, body: parts.body.data };
}

/**
 * The registry of the API's public reads (decision 022), assembled in `app.ts` from what each module declares in its
 * `*.reads.ts`. The same entries make the Fastify routes (`publicReadRoutes`) and answer the storefront's server render
 * in process (`read`, the `PublicReader` of decision 015): one schema validates both, one service call answers both,
 * so a page and the API never disagree. No name and no route may be declared twice.
 */
export class PublicReads {
  private readonly entries: Entry[];
  private readonly tagsOfRender = new AsyncLocalStorage<Set<string>>();

  constructor(readonly list: readonly PublicRead[]) {
    const names = new Set<string>();
    const routes = new Set<string>();
    this.entries = list.map((read) => {
      const pattern = compilePathPattern(read.url);
      // Parameter names aside: `/a/:id` and `/a/:cat` are one route.
      const route = `${read.method} ${pattern.source}`;
      if (names.has(read.name)) throw new Error(`Two public reads are named ${read.name}.`);
      if (routes.has(route)) throw new Error(`Two public reads answer ${read.method} ${read.url}.`);
      names.add(read.name);
      routes.add(route);
      return { read, pattern };
    });
  }

  /** Whether a read is declared for this method and route pattern (as written, e.g. `/product-detail/:id`). */
  declares(method: string, url: string): boolean {
    return this.list.some((read) => read.method === method && read.url === url);
  }

  /** Runs `work` and gives back, with its result, the tags of every read it made (a page's cache tags). */
  async collectingTags<T>(work: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
    const tags = new Set<string>();
    const result = await this.tagsOfRender.run(tags, work);
    return { result, tags: [...tags] };
  }

  /**
   * The answer the API would give the request (without its HTTP: no cache headers, no compression); 404 for a path
   * no read has, 400 for input its schemas refuse, and a service's typed error as its status and code.
   */
  read = async ({ method, path, body }: PublicReadRequest): Promise<PublicReadAnswer> => {
    const url = new URL(path, 'http://in-process.invalid');
    for (const { read, pattern } of this.entries) {
      const params = read.method === method ? matchPathPattern(pattern, url.pathname) : null;
      if (params) return this.answer(read, validated(read, params, url, body));
    }
    return refusal(404, `No public read for ${method} ${url.pathname}.`, 'NOT_FOUND');
  };

  /** Answers with the read's service call, or refuses as the API would. */
  private async answer(read: PublicRead, input: ReadInput | null): Promise<PublicReadAnswer> {
    if (!input) return refusal(400, 'Bad request.', 'VALIDATION');
    try {
      if (!read.read) return { status: 200, body: await read.value(input) };
      const built = await read.read(input).build();
      const tags = this.tagsOfRender.getStore();
      for (const tag of built.tags) tags?.add(tag);
      return { status: 200, body: built.value };
    } catch (err) {
      if (err instanceof AppError) return refusal(err.statusCode, err.message, err.code);
      throw err;
    }
  }
}
