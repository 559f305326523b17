import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayHttp } from '../gateway-http.ts';
import { STAND_IN_HEADER } from '../ngenius-client.ts';
import type { WebhookHeader } from '../ngenius-webhook.ts';
import { challengePage, messagePage, paymentPage } from './stand-in-page.ts';
import {
  approve,
  capture,
  createOrder,
  decline,
  orderJson,
  paymentJson,
  readNewOrder,
  refund,
  reverse,
  type StandInOrder,
} from './stand-in-orders.ts';

export interface StandInBehaviour {
  /** `send` posts each webhook once, `duplicate` twice, `lose` never (as when the shop was down). */
  webhook: 'send' | 'duplicate' | 'lose';
  /** Waits this long before posting a webhook (after the customer is already back at the shop). */
  webhookDelayMs: number;
  /** Seconds an access token lives. */
  tokenSeconds: number;
  /** Accepts connections and never answers: a gateway that hangs. */
  silent: boolean;
  /** Declines every refund, as an acquirer does (a card closed since): the shop must not count it made. */
  refuseRefunds: boolean;
  /** Waits this long before answering each API call (a gateway's own time, for the checkout benchmark). */
  answerDelayMs: number;
}

export interface StandInOptions extends Partial<StandInBehaviour> {
  apiKey: string;
  outletRef: string;
  host?: string;
  port?: number;
  webhookUrl?: string;
  webhookHeader?: WebhookHeader;
}

export interface StandInGateway {
  url: string;
  orders: Map<string, StandInOrder>;
  /** How many access tokens it has issued, orders it has been asked to read, and webhooks it has posted. */
  counts: { tokens: number; reads: number; webhooks: number };
  behave(change: Partial<StandInBehaviour>): void;
  close(): Promise<void>;
}

const IDENTITY_TYPE = 'application/vnd.ni-identity.v1+json';
const PAYMENT_TYPE = 'application/vnd.ni-payment.v2+json';
const MAX_BODY = 64 * 1024;

/**
 * A small server answering the N-Genius calls the shop makes, for development and tests where no network reaches
 * the real gateway: access tokens, orders, captures, refunds, a hosted page, and webhooks.
 */
export async function startStandInGateway(options: StandInOptions): Promise<StandInGateway> {
  const behaviour: StandInBehaviour = {
    webhook: options.webhook ?? 'send',
    webhookDelayMs: options.webhookDelayMs ?? 0,
    tokenSeconds: options.tokenSeconds ?? 300,
    silent: options.silent ?? false,
    refuseRefunds: options.refuseRefunds ?? false,
    answerDelayMs: options.answerDelayMs ?? 0,
  };
  const orders = new Map<string, StandInOrder>();
  const byCode = new Map<string, StandInOrder>();
  const tokens = new Map<string, number>();
  const counts = { tokens: 0, reads: 0, webhooks: 0 };
  let base = '';
  // Webhooks over Node's own client on kept-alive connections: with `fetch` they took half the stand-in's time under
  // the checkout benchmark, time taken from the shop it shares the machine with.
  const webhookHttp = createGatewayHttp();

  function send(res: http.ServerResponse, status: number, body: unknown, type = PAYMENT_TYPE): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': type, [STAND_IN_HEADER]: '1' }).end(text);
  }

  function postWebhook(eventName: string, order: StandInOrder): void {
    const url = options.webhookUrl;
    if (!url || behaviour.webhook === 'lose') return;
    const times = behaviour.webhook === 'duplicate' ? 2 : 1;
    const body = JSON.stringify({ eventId: randomBytes(8).toString('hex'), eventName, order: orderJson(base, order) });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.webhookHeader) headers[options.webhookHeader.name] = options.webhookHeader.value;
    setTimeout(async () => {
      for (let i = 0; i < times; i++) {
        counts.webhooks++;
        // Like the real gateway: one attempt, no retry when the shop does not answer.
        await webhookHttp(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) }).catch(() => {});
      }
    }, behaviour.webhookDelayMs);
  }

  function authorised(req: http.IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && Date.now() < until;
  }

  function finish(res: http.ServerResponse, order: StandInOrder, eventName: string): void {
    postWebhook(eventName, order);
    if (!order.redirectUrl) return send(res, 200, messagePage('Done', eventName), 'text/html; charset=utf-8');
    const back = new URL(order.redirectUrl);
    back.searchParams.set('ref', order.reference);
    res.writeHead(303, { Location: back.href, [STAND_IN_HEADER]: '1' }).end();
  }

  function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    const html = (status: number, text: string) => send(res, status, text, 'text/html; charset=utf-8');
    if (req.method === 'GET' && url.pathname === '/pay/') {
      const order = byCode.get(url.searchParams.get('code') ?? '');
      return order ? html(200, paymentPage(order)) : html(404, messagePage('Not found', 'No such payment.'));
    }
    const [, code, step] = /^\/pay\/([0-9a-f]+)\/(pay|decline|challenge)$/.exec(url.pathname) ?? [];
    const order = code ? byCode.get(code) : undefined;
    if (req.method !== 'POST' || !order || !step) return html(404, messagePage('Not found', 'No such page.'));
    if (order.state !== 'STARTED' && order.state !== 'AWAIT_3DS')
      return html(409, messagePage('Already done', `This payment is ${order.state}.`));
    if (step === 'challenge') {
      order.state = 'AWAIT_3DS';
      return html(200, challengePage(order));
    }
    if (step === 'decline') {
      decline(order);
      return finish(res, order, 'DECLINED');
    }
    approve(order);
    finish(res, order, order.state);
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: unknown): void {
    const path = url.pathname;
    if (req.method === 'POST' && path === '/identity/auth/access-token') {
      if (req.headers['content-type'] !== IDENTITY_TYPE) return send(res, 415, { message: 'unsupported media type' });
      if (req.headers.authorization !== `Basic ${options.apiKey}`) return send(res, 401, { message: 'bad API key' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + behaviour.tokenSeconds * 1000);
      counts.tokens++;
      const answer = { access_token: token, expires_in: behaviour.tokenSeconds, token_type: 'bearer' };
      return send(res, 200, answer, IDENTITY_TYPE);
    }
    const reversal = /^\/transactions\/outlets\/([^/]+)\/orders\/([^/]+)\/payments\/([^/]+)\/cancel$/.exec(path);
    if (reversal) return reverseOrder(req, res, reversal);
    const route =
      /^\/transactions\/outlets\/([^/]+)\/orders(?:\/([^/]+)(?:\/payments\/([^/]+)\/captures(?:\/([^/]+)\/(refund))?)?)?$/.exec(
        path,
      );
    if (!route) return send(res, 404, { message: 'not found' });
    if (!authorised(req)) return send(res, 401, { message: 'token missing or expired' });
    const [, outlet, reference, paymentRef, captureRef] = route;
    if (outlet !== options.outletRef) return send(res, 404, { message: 'no such outlet' });
    if (req.method === 'POST' && req.headers['content-type'] !== PAYMENT_TYPE)
      return send(res, 415, { message: 'unsupported media type' });
    if (!reference) {
      if (req.method !== 'POST') return send(res, 405, { message: 'method not allowed' });
      const input = readNewOrder(body);
      if (typeof input === 'string') return send(res, 400, { message: input });
      const order = createOrder(outlet, input);
      orders.set(order.reference, order);
      byCode.set(order.code, order);
      return send(res, 201, orderJson(base, order));
    }
    const order = orders.get(reference);
    if (!order || (paymentRef && paymentRef !== order.paymentRef)) return send(res, 404, { message: 'no such order' });
    if (!paymentRef && req.method === 'GET') {
      counts.reads++;
      return send(res, 200, orderJson(base, order));
    }
    if (!paymentRef) return send(res, 405, {});
    if (req.method !== 'POST') return send(res, 405, { message: 'method not allowed' });
    const amount = (body as { amount?: { currencyCode?: string; value?: number } } | null)?.amount;
    if (amount?.currencyCode !== 'AED') return send(res, 400, { message: 'amount.currencyCode must be AED' });
    if (captureRef && behaviour.refuseRefunds) return send(res, 422, { message: 'refund declined by the acquirer' });
    const refused = captureRef ? refund(order, captureRef, amount.value ?? 0) : capture(order, amount.value ?? 0);
    if (refused) return send(res, 409, { message: refused });
    postWebhook(captureRef ? order.state : 'CAPTURED', order);
    send(res, 201, paymentJson(base, order));
  }

  function reverseOrder(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    [, outlet, reference, paymentRef]: string[],
  ) {
    if (!authorised(req)) return send(res, 401, { message: 'token missing or expired' });
    const order = orders.get(reference ?? '');
    if (outlet !== options.outletRef || !order || paymentRef !== order.paymentRef)
      return send(res, 404, { message: 'no such order' });
    if (req.method !== 'PUT') return send(res, 405, { message: 'method not allowed' });
    const refused = reverse(order);
    if (refused) return send(res, 409, { message: refused });
    postWebhook('REVERSED', order);
    send(res, 200, paymentJson(base, order));
  }

  const server = http.createServer((req, res) => {
    if (behaviour.silent) return;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      if (size > MAX_BODY) return send(res, 413, { message: 'too large' });
      if (url.pathname.startsWith('/pay/')) return hostedPage(req, res, url);
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        return send(res, 400, { message: 'body is not JSON' });
      }
      if (behaviour.answerDelayMs > 0) setTimeout(() => api(req, res, url, body), behaviour.answerDelayMs);
      else api(req, res, url, body);
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  base = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return {
    url: base,
    orders,
    counts,
    behave: (change) => Object.assign(behaviour, change),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
