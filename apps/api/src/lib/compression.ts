import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: gzip would save too little to pay for itself. */
const MIN_COMPRESS_BYTES = 1024;

/** A cached body that can carry its compressed form, made once on first demand. */
export interface CompressibleBody {
  body: string;
  gzip?: Buffer;
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * Sends a cached body, gzipped when the client takes it. Compression happens once per cached entry, not per
 * request, so hot reads stay cheap. The ETag becomes weak for the gzipped form, as a different representation.
 */
export function sendCompressible(request: FastifyRequest, reply: FastifyReply, entry: CompressibleBody, etag: string) {
  reply.header('vary', 'accept-encoding');
  if (entry.body.length < MIN_COMPRESS_BYTES || !acceptsGzip(request)) return reply.header('etag', etag).send(entry.body);
  entry.gzip ??= gzipSync(entry.body);
  return reply.header('etag', `W/${etag}`).header('content-encoding', 'gzip').send(entry.gzip);
}
