import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createNotifier, notifierFromEnv, type Message, type Transport } from './notifier.ts';
import { createOutbox, readOutbox } from './outbox.ts';
import { createSmsGateway } from './sms-gateway.ts';
import { createSmtp } from './smtp.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-notifier-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/**
 * Just enough of an SMTP server to take mail, without TLS: it counts connections and keeps every line it was sent
 * (commands and each message's text).
 */
async function smtpPeer() {
  let connections = 0;
  const lines: string[] = [];
  const server = net.createServer((socket) => {
    connections++;
    let inData = false;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        lines.push(line);
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          socket.write('250 queued\r\n');
        } else if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lines,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the notifier', () => {
  it('sends each channel through its own transport', async () => {
    const sent: string[] = [];
    const transport = (name: string): Transport => ({ send: async (m) => void sent.push(`${name}:${m.to}`) });
    const notifier = createNotifier({ email: transport('mail'), sms: transport('sms') });
    await notifier.send({ channel: 'email', to: 'a@example.ae', text: 'hi', purpose: 'test' });
    await notifier.send({ channel: 'sms', to: '+971501234567', text: 'hi', purpose: 'test' });
    expect(sent).toEqual(['mail:a@example.ae', 'sms:+971501234567']);
  });

  it('delivers the messages on their way before it closes, and waits for them no longer than it was told', async () => {
    const events: string[] = [];
    const slow: Transport = {
      send: (m) => new Promise((resolve) => setTimeout(() => resolve(void events.push(`sent ${m.to}`)), 50)),
      close: async () => void events.push('closed'),
    };
    const notifier = createNotifier({ email: slow, sms: slow });
    void notifier.send({ channel: 'sms', to: '+971501234567', text: '123456', purpose: 'login-code' });
    await notifier.close();
    expect(events).toEqual(['sent +971501234567', 'closed']);

    const stuck: Transport = {
      send: () => new Promise(() => {}),
      close: async () => void events.push('closed anyway'),
    };
    const impatient = createNotifier({ email: stuck, sms: stuck }, { drainMs: 20 });
    void impatient.send({ channel: 'email', to: 'a@example.ae', text: 'hi', purpose: 'test' });
    await impatient.close();
    expect(events.at(-1)).toBe('closed anyway');
  });

  it('appends every message to DATA_DIR/outbox.jsonl, readable back in order', async () => {
    const dir = path.join(tempDir(), 'not-yet-made');
    const outbox = createOutbox(dir);
    await outbox.send({
      channel: 'email',
      to: 'a@example.ae',
      subject: 'Code',
      text: '123456 is your code',
      purpose: 'login-code',
    });
    await outbox.send({ channel: 'sms', to: '+971501234567', text: '654321 is your code', purpose: 'login-code' });
    const entries = await readOutbox(dir);
    expect(entries.map((e) => e.to)).toEqual(['a@example.ae', '+971501234567']);
    expect(entries[0]).toMatchObject({ subject: 'Code', at: expect.any(String) });
    expect(fs.statSync(outbox.file).mode & 0o777).toBe(0o600);
    expect(await readOutbox(tempDir())).toEqual([]);
  });

  it('keeps every one of many messages sent at once, whole and in order, and makes the file again when it is removed', async () => {
    const dir = tempDir();
    const outbox = createOutbox(dir);
    const texts = Array.from({ length: 200 }, (_, i) => `message ${i} ${'x'.repeat(i * 10)}`);
    await Promise.all(texts.map((text) => outbox.send({ channel: 'sms', to: '+971501234567', text, purpose: 'test' })));
    expect((await readOutbox(dir)).map((e) => e.text)).toEqual(texts);

    fs.rmSync(outbox.file);
    await outbox.send({ channel: 'sms', to: '+971501234567', text: 'after the clear-out', purpose: 'test' });
    expect((await readOutbox(dir)).map((e) => e.text)).toEqual(['after the clear-out']);
    await outbox.close();
  });

  it('uses the outbox by default and SMTP and the SMS gateway when set', () => {
    expect(() => notifierFromEnv(parseEnv({ DATA_DIR: tempDir() }))).not.toThrow();
    expect(() =>
      notifierFromEnv(
        parseEnv({
          EMAIL_TRANSPORT: 'smtp',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          SMS_TRANSPORT: 'gateway',
          SMS_GATEWAY_URL: 'https://sms.example/send',
        }),
      ),
    ).not.toThrow();
  });

  it('sends e-mail through SMTP over one kept-open connection, not one for each message', async () => {
    const peer = await smtpPeer();
    const smtp = createSmtp({ url: peer.url, from: 'Cellar <hello@cellar.ae>' });
    try {
      for (const n of [1, 2, 3])
        await smtp.send({
          channel: 'email',
          to: `buyer${n}@example.ae`,
          subject: `Order ${n}`,
          text: `Order ${n} is placed.`,
          purpose: 'order',
        });
      expect(peer.lines.filter((line) => line.startsWith('Subject:'))).toEqual([
        'Subject: Order 1',
        'Subject: Order 2',
        'Subject: Order 3',
      ]);
      expect(peer.connections()).toBe(1);
    } finally {
      await smtp.close?.();
      await peer.close();
    }
  });

  it('sends nothing through an SMTP server that offers no STARTTLS when TLS is required (production)', async () => {
    const peer = await smtpPeer();
    const smtp = createSmtp({ url: peer.url, from: 'Cellar <hello@cellar.ae>', requireTls: true });
    try {
      await expect(
        smtp.send({ channel: 'email', to: 'buyer@example.ae', subject: 'Code', text: '123456', purpose: 'login-code' }),
      ).rejects.toThrow();
      expect(peer.lines.some((line) => /^MAIL FROM/i.test(line))).toBe(false);
    } finally {
      await smtp.close?.();
      await peer.close();
    }
  });

  it('posts SMS to the gateway with its token, and reports a refusal', async () => {
    const received: Array<{ auth?: string; body: unknown }> = [];
    let answer = 202;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const gateway = createSmsGateway({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
        token: 'secret-token',
        sender: 'Cellar',
      });
      const message: Message = {
        channel: 'sms',
        to: '+971501234567',
        text: '123456 is your code',
        purpose: 'login-code',
      };
      await gateway.send(message);
      expect(received[0]).toEqual({
        auth: 'Bearer secret-token',
        body: { to: '+971501234567', from: 'Cellar', text: '123456 is your code' },
      });
      answer = 500;
      await expect(gateway.send(message)).rejects.toThrow(/500/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the development outbox page', () => {
  it('lists the newest messages in development, and does not exist otherwise', async () => {
    const dev = await createTestApp('pglite', { env: { NODE_ENV: 'development' } });
    try {
      await dev.app.inject({ method: 'POST', url: '/api/v1/forget-password', payload: { email: 'nobody@example.ae' } });
      await dev.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          user_type: 'user',
          full_name: 'Dev',
          email: 'dev@example.ae',
          password: 'vintage-cellar-42',
          mobile: '+971501112233',
          landmark: 'x',
          current_location: 'y',
          nationality: 'z',
          dob: '1990-01-01',
        },
      });
      const page = await dev.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.json().data[0]).toMatchObject({
        to: 'dev@example.ae',
        channel: 'email',
        purpose: 'registration-code',
      });
    } finally {
      await dev.close();
    }
    const test = await createTestApp('pglite');
    try {
      expect((await test.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
