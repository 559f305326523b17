import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from './conditional-get.ts';

/** Bodies smaller than this go out as they are: gzip would save too little to pay for itself. */
export const MIN_COMPRESS_BYTES = 1024;

/** A body that can carry its compressed form, made once on first demand (cached entries keep it). */
export interface CompressibleBody {
  body: string;
  /**
   * The body's UTF-8 bytes, made once: a cached answer with non-ASCII text (names, Arabic) would otherwise be
   * encoded again on every send, which cost a third of a cached answer's time.
   */
  bytes?: Buffer;
  gzip?: Buffer;
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

/**
 * Adds to the answer's `Vary` rather than replacing it: CORS has already said the answer varies by `Origin`, and a
 * shared cache that lost that would give one origin's answer (or one without CORS headers) to another.
 */
export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const have = new Set(
    current
      .split(',')
      .map((field) => field.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = fields.filter((field) => !have.has(field.toLowerCase()));
  if (added.length) reply.header('vary', [current, ...added].filter(Boolean).join(', '));
}

/**
 * Sets the headers of the representation this client gets and returns its bytes: gzip when the
 * client takes it and the body is big enough, with a weak ETag, since the gzip form is a different
 * representation of the same content. With `conditional`, a client whose copy is current gets a 304
 * carrying the same ETag it would get with the body, and `undefined` comes back.
 */
export function prepareCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CompressibleBody,
  etag: string,
  conditional: boolean,
): string | Buffer | undefined {
  addVary(reply, 'accept-encoding');
  const gzip = entry.body.length >= MIN_COMPRESS_BYTES && acceptsGzip(request);
  reply.header('etag', gzip ? `W/${etag}` : etag);
  if (conditional && notModified(request, etag)) {
    reply.code(304);
    return undefined;
  }
  if (!gzip) return (entry.bytes ??= Buffer.from(entry.body));
  entry.gzip ??= gzipSync(entry.body);
  reply.header('content-encoding', 'gzip');
  return entry.gzip;
}

/** Sends a body (or a 304) as `prepareCompressible` decides. */
export function sendCompressible(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CompressibleBody,
  etag: string,
  conditional = true,
) {
  return reply.send(prepareCompressible(request, reply, entry, etag, conditional) ?? '');
}
