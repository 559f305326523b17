import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHttp } from './gateway-http.ts';

/** A local server standing in for the gateway's HTTP side: each test sets how it answers. */
let answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const init = (over: { body?: string; signal?: AbortSignal } = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  signal: AbortSignal.timeout(2_000),
  ...over,
});

describe('the gateway over HTTP', () => {
  it('sends the method, headers and body, and gives back the status, headers and body text', async () => {
    answer = (req, res, body) => {
      res.setHeader('x-seen', `${req.method} ${req.headers['content-type']} ${req.headers['content-length']} ${body}`);
      res.writeHead(201).end('{"ok":true}');
    };
    const response = await createGatewayHttp()(`${base}/orders`, init({ body: '{"amount":1}' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Seen')).toBe('POST application/json 12 {"amount":1}');
    expect(response.headers.get('x-absent')).toBeNull();
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('ends a call the gateway is slow to finish, its body included, when the signal says so', async () => {
    answer = (_req, res) => {
      res.writeHead(200);
      res.write('{"partial":');
    };
    const call = createGatewayHttp()(`${base}/slow`, init({ signal: AbortSignal.timeout(200) }));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads once more on a new connection when the kept-alive one was closed under it; never posts twice', async () => {
    const connections = new Set<unknown>();
    let served = 0;
    answer = (req, res) => {
      // The second call on a connection finds it closed, as when the gateway's keep-alive ran out.
      if (connections.has(req.socket)) return req.socket.destroy();
      connections.add(req.socket);
      res.end(String(++served));
    };
    const call = createGatewayHttp();
    const read = { ...init(), method: 'GET' };
    expect(await (await call(`${base}/a`, read)).text()).toBe('1');
    expect(await (await call(`${base}/b`, read)).text()).toBe('2');
    expect(connections.size).toBe(2);
    await expect(call(`${base}/c`, init({ body: '{}' }))).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(served).toBe(2);
  });

  it('says the gateway cannot be reached when nothing listens', async () => {
    const call = createGatewayHttp()('http://127.0.0.1:1/none', init());
    await expect(call).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
