import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { PublicRead, ReadInput } from './public-read.ts';
import type { PublicReads } from './public-reads.ts';

const inputOf = (request: FastifyRequest): ReadInput => ({
  params: request.params,
  query: request.query,
  body: request.body,
});

/** A read's route: its schemas, `config.publicCache` (and a rate limit), and its service call. */
function routeOf(read: PublicRead): RouteOptions {
  return {
    method: read.method,
    url: read.url,
    config: { publicCache: read.cache, ...(read.rateLimit && { rateLimit: read.rateLimit }) },
    schema: read.schema,
    // A cacheable read goes through the response cache (ETag, 304, gzip, tags: decision 004); a value is sent as the
    // route's other answers are, and the http-cache plugin gives it the same headers.
    handler: read.read
      ? (request, reply) => reply.sendRead(read.read(inputOf(request)))
      : async (request) => read.value(inputOf(request)),
  };
}

/** The routes of every public read of the registry (decision 022), under the prefix this plugin is registered with. */
export async function publicReadRoutes(app: FastifyInstance, { reads }: { reads: PublicReads }): Promise<void> {
  for (const read of reads.list) app.route(routeOf(read));
}

/**
 * An onRoute hook that refuses, as it is added, a route marked `config.publicCache` that is not a read of the registry:
 * the storefront's server render could not answer it in process. It runs before the route exists and takes nothing
 * from it. `prefix` is the API base the registry's routes are registered under.
 */
export function refuseUndeclaredPublicReads(reads: PublicReads, prefix: string): (route: RouteOptions) => void {
  return (route) => {
    if (!route.config?.publicCache) return;
    for (const verb of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET, with its options.
      const method = verb === 'HEAD' ? 'GET' : verb;
      if (route.url.startsWith(prefix) && reads.declares(method, route.url.slice(prefix.length))) continue;
      throw new Error(
        `${verb} ${route.url} is marked publicCache but is no public read of the registry: ` +
          "declare it in its module's *.reads.ts and list it in app.ts (decision 022).",
      );
    }
  };
}
