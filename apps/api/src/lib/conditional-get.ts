import type { FastifyRequest } from 'fastify';

/** True when the client's If-None-Match already names this ETag (weak or strong), so a 304 will do. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}` || t === '*';
  });
}
