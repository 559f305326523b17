import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpCachePlugin } from '../plugins/http-cache.ts';
import { NotFoundError } from './errors.ts';
import { publicRead, type PublicRead } from './public-read.ts';
import { publicReadRoutes, refuseUndeclaredPublicReads } from './public-read-routes.ts';
import { PublicReads } from './public-reads.ts';
import { ResponseCache } from './response-cache.ts';

const Answer = z.object({ id: z.number(), page: z.number() });

/** Two small reads: a cacheable one with params and a query, and a value. */
function sampleReads(): PublicRead[] {
  return [
    publicRead({
      name: 'thing',
      method: 'GET',
      url: '/thing/:id',
      cache: { maxAge: 60 },
      schema: {
        operationId: 'getThing',
        tags: ['test'],
        summary: 'A thing',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ page: z.coerce.number().int().default(1) }),
        response: { 200: Answer },
      },
      read: ({ params, query }) => ({
        key: `thing:${params.id}:${query.page}`,
        build: () => {
          if (params.id === 404) throw new NotFoundError('No such thing.');
          return { value: { id: params.id, page: query.page }, tags: [`thing:${params.id}`] };
        },
      }),
    }),
    publicRead({
      name: 'echo',
      method: 'POST',
      url: '/echo',
      cache: { maxAge: 30 },
      schema: {
        operationId: 'echo',
        tags: ['test'],
        summary: 'The body back',
        body: z.object({ word: z.string().min(1) }),
        response: { 200: z.object({ word: z.string() }) },
      },
      value: ({ body }) => ({ word: body.word }),
    }),
  ];
}

describe('the registry of public reads', () => {
  it('refuses two reads with one name', () => {
    const [thing, echo] = sampleReads();
    expect(() => new PublicReads([thing!, { ...echo!, name: 'thing' }])).toThrow('Two public reads are named thing.');
  });

  it('refuses two reads of one route, whatever their parameters are called', () => {
    const [thing] = sampleReads();
    const again = { ...thing!, name: 'thingAgain', url: '/thing/:key' };
    expect(() => new PublicReads([thing!, again])).toThrow('Two public reads answer GET /thing/:key.');
    expect(() => new PublicReads([thing!, { ...again, method: 'POST' as const }])).not.toThrow();
  });

  it('answers a read with its service call, validated by its schemas', async () => {
    const reads = new PublicReads(sampleReads());
    expect(await reads.read({ method: 'GET', path: '/thing/7?page=2' })).toEqual({
      status: 200,
      body: { id: 7, page: 2 },
    });
    expect(await reads.read({ method: 'POST', path: '/echo', body: { word: 'hi' } })).toEqual({
      status: 200,
      body: { word: 'hi' },
    });
  });

  it('answers 404 to a path or method no read has, 400 to bad input, and a typed error as its status', async () => {
    const reads = new PublicReads(sampleReads());
    const notFound = { status: 404, body: { error: 'No public read for GET /nothing.', code: 'NOT_FOUND' } };
    expect(await reads.read({ method: 'GET', path: '/nothing' })).toEqual(notFound);
    expect(await reads.read({ method: 'POST', path: '/thing/7' })).toMatchObject({ status: 404 });
    expect(await reads.read({ method: 'GET', path: '/echo' })).toMatchObject({ status: 404 });
    const bad = { status: 400, body: { error: 'Bad request.', code: 'VALIDATION' } };
    expect(await reads.read({ method: 'GET', path: '/thing/abc' })).toEqual(bad);
    expect(await reads.read({ method: 'GET', path: '/thing/7?page=x' })).toEqual(bad);
    expect(await reads.read({ method: 'POST', path: '/echo', body: { word: '' } })).toEqual(bad);
    expect(await reads.read({ method: 'GET', path: '/thing/404' })).toEqual({
      status: 404,
      body: { error: 'No such thing.', code: 'NOT_FOUND' },
    });
  });

  it('collects the tags of the reads a piece of work makes, and only its own', async () => {
    const reads = new PublicReads(sampleReads());
    const [one, two] = await Promise.all([
      reads.collectingTags(() => reads.read({ method: 'GET', path: '/thing/1' })),
      reads.collectingTags(async () => {
        await reads.read({ method: 'GET', path: '/thing/2' });
        return reads.read({ method: 'GET', path: '/thing/3' });
      }),
    ]);
    expect(one.tags).toEqual(['thing:1']);
    expect(two).toEqual({ result: { status: 200, body: { id: 3, page: 1 } }, tags: ['thing:2', 'thing:3'] });
  });
});

describe('the routes of the registry', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  /** An app with the registry's routes under `/api`, the guard, and `more` routes added after them. */
  async function appWith(reads: PublicReads, more?: (api: FastifyInstance) => void): Promise<FastifyInstance> {
    await app?.close();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(httpCachePlugin, { cache: new ResponseCache({ ttlSeconds: 60 }) });
    app.addHook('onRoute', refuseUndeclaredPublicReads(reads, '/api'));
    await app.register(
      async (api) => {
        await api.register(publicReadRoutes, { reads });
        more?.(api);
      },
      { prefix: '/api' },
    );
    await app.ready();
    return app;
  }

  it('serves every read over HTTP as public, with the answer it gives in process', async () => {
    const reads = new PublicReads(sampleReads());
    const http = await appWith(reads);
    for (const read of reads.list) expect(http.hasRoute({ method: read.method, url: `/api${read.url}` })).toBe(true);
    const thing = await http.inject({ method: 'GET', url: '/api/thing/7?page=2' });
    expect(thing.headers).toMatchObject({ 'cache-control': 'public, max-age=60, stale-while-revalidate=300' });
    expect(thing.headers['x-cache']).toBe('miss');
    expect((await reads.read({ method: 'GET', path: '/thing/7?page=2' })).body).toEqual(thing.json());
    const echo = await http.inject({ method: 'POST', url: '/api/echo', payload: { word: 'hi' } });
    expect(echo.json()).toEqual((await reads.read({ method: 'POST', path: '/echo', body: { word: 'hi' } })).body);
    expect((await http.inject({ method: 'GET', url: '/api/thing/abc' })).statusCode).toBe(400);
  });

  it('refuses to start with a route marked publicCache that the registry does not hold', async () => {
    const reads = new PublicReads(sampleReads());
    const stray = (api: FastifyInstance) => {
      api.get('/stray', { config: { publicCache: { maxAge: 60 } } }, async () => ({ ok: true }));
    };
    await expect(appWith(reads, stray)).rejects.toThrow(/GET \/api\/stray is marked publicCache but is no public read/);
    const plain = (api: FastifyInstance) => {
      api.get('/plain', async () => ({ ok: true }));
    };
    await expect(appWith(reads, plain)).resolves.toBeDefined();
  });
});
