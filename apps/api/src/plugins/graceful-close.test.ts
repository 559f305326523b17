import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

/** A raw connection, so a request can be half sent when the shutdown begins. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, ended };
}

describe('graceful close', () => {
  it('finishes the request in flight, and answers one that was still arriving with a 503 and the error payload', async () => {
    const t = await createTestApp('pglite', { env: { BENCH_ROUTES: 'true' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const slow = connect(port);
    slow.socket.write('GET /api/v1/__slow?ms=600 HTTP/1.1\r\nHost: shop\r\n\r\n');
    const arriving = connect(port);
    arriving.socket.write('GET /api/v1/categories-menu HTTP/1.1\r\nHost: shop\r\n');
    await new Promise((resolve) => setTimeout(resolve, 150));

    const closed = t.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    arriving.socket.write('\r\n');

    const late = await arriving.ended;
    expect(late).toMatch(/^HTTP\/1.1 503/);
    expect(late).toMatch(/^retry-after: \d+/im);
    expect(late).toMatch(/^connection: close/im);
    expect(late).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
    const requestId = /^x-request-id: (\S+)/im.exec(late)?.[1];
    expect(JSON.parse(late.slice(late.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'SHUTTING_DOWN',
      error: expect.any(String),
      requestId,
    });

    const finished = await slow.ended;
    expect(finished).toMatch(/^HTTP\/1.1 200/);
    expect(finished).toContain('{"slept":600}');
    await closed;
  });
});
