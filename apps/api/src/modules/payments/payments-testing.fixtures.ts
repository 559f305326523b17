import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a webhook receiver got: each call's headers and parsed body. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A server standing for the shop's webhook route: it records every call and answers 200. */
export async function startWebhookReceiver(): Promise<{ url: string; calls: Received[]; close(): Promise<void> }> {
  const calls: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payments/ngenius/events`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until a condition holds, checking every few milliseconds; fails after `ms`. */
export async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Presses a button of the hosted page: a form post, as a browser without JavaScript sends it. */
export async function press(action: string, step: string): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `step=${step}`,
    redirect: 'manual',
  });
}

/** The form actions a page offers, by their button's label. */
export function buttons(html: string, base: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)<\/button>/g))
    found[m[2]!] = new URL(m[1]!, base).href;
  return found;
}
