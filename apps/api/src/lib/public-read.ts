import type { FastifyContextConfig } from 'fastify';
import type { z, ZodType } from 'zod';
import type { PublicCacheConfig } from '../plugins/http-cache.ts';
import type { CacheableRead } from './cacheable-read.ts';

/** The parts of a request a public read is given, each validated by its schema (as sent where it has none). */
export interface ReadInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** What a public read is, whatever its input: a name, its route and schemas, and how its answer is made. */
interface ReadRoute<P, Q, B> {
  /** What tests, errors and readers call it: lower camel case, one per read. */
  name: string;
  method: 'GET' | 'POST';
  /** Its path under the API base, in Fastify's pattern syntax (`/product-detail/:id`). */
  url: string;
  /** How long browsers and CDNs may keep the answer (`config.publicCache`). */
  cache: PublicCacheConfig;
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** The route's schema as the API document shows it; `params`, `querystring` and `body` validate in process too. */
  schema: {
    operationId: string;
    tags: string[];
    summary: string;
    description?: string;
    params?: P;
    querystring?: Q;
    body?: B;
    response: Record<number, ZodType>;
  };
}

type Parsed<S> = S extends ZodType ? z.output<S> : unknown;

/** How the answer is made from the validated input: one service call. */
type Answer<I> =
  | {
      /** A cacheable read, served from the response cache over HTTP (`reply.sendRead`). */
      read: (input: I) => CacheableRead<unknown>;
      value?: never;
    }
  | {
      /** A value, sent as it is (through the route's serializer over HTTP). */
      value: (input: I) => unknown;
      read?: never;
    };

/**
 * A public read as the registry keeps it (decision 022): answered over HTTP by the route made from it and, in process,
 * to the storefront's server render. Made with `publicRead`, which types the input from the schemas.
 */
export type PublicRead = ReadRoute<ZodType, ZodType, ZodType> &
  (
    | { read(input: ReadInput): CacheableRead<unknown>; value?: undefined }
    | { value(input: ReadInput): unknown; read?: undefined }
  );

/** Declares a public read: its service call is given the input its schemas validated. */
export function publicRead<
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(declaration: ReadRoute<P, Q, B> & Answer<ReadInput<Parsed<P>, Parsed<Q>, Parsed<B>>>): PublicRead {
  return declaration as PublicRead;
}
