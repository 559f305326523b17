import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` for a parsed `TRUST_PROXY` (decision 009). A hop count becomes "trust the n nearest
 * proxies", so entries a client prepends to X-Forwarded-For are never taken as its address.
 */
export function trustProxyOption(value: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
}
