import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDotEnv, parseEnv } from './env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://shop.example',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.example:587',
  SMS_TRANSPORT: 'gateway',
  SMS_GATEWAY_URL: 'https://sms.example/send',
};

/** Card payments through the stand-in gateway on this machine, as in development. */
const NGENIUS = {
  PAYMENT_PROVIDERS: 'cod,ngenius',
  NGENIUS_API_URL: 'http://127.0.0.1:4010',
  NGENIUS_API_KEY: 'c3RhbmQtaW4ta2V5',
  NGENIUS_OUTLET_REF: '5edab6d7-5946-43f4-b8c7-06b29c272bdd',
};

describe('parseEnv', () => {
  it('applies defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, CATALOG_CACHE: true, SEED_DEMO: true, IMAGE_BASE_URL: '/images' });
  });

  it('takes a relative DATA_DIR from the folder the command was typed in', () => {
    expect(parseEnv({ INIT_CWD: '/srv/shop' }).DATA_DIR).toBe(path.join('/srv/shop', 'data'));
    expect(parseEnv({ INIT_CWD: '/srv/shop', DATA_DIR: '/var/lib/shop' }).DATA_DIR).toBe('/var/lib/shop');
  });

  it('takes an empty value as not set', () => {
    const env = parseEnv({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('refuses bad values with every problem named', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
  });

  it('refuses an unsafe production configuration', () => {
    expect(() => parseEnv({ ...PRODUCTION, BENCH_ROUTES: 'true' })).toThrow(/BENCH_ROUTES/);
    expect(() => parseEnv({ ...PRODUCTION, RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
    expect(() => parseEnv({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL/);
    expect(parseEnv(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('refuses in production the development secret and transports that deliver nothing', () => {
    const { AUTH_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    expect(() => parseEnv(withoutSecret)).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ ...PRODUCTION, EMAIL_TRANSPORT: 'outbox' })).toThrow(/EMAIL_TRANSPORT/);
    expect(() => parseEnv({ ...PRODUCTION, SMS_TRANSPORT: 'outbox' })).toThrow(/SMS_TRANSPORT/);
    expect(() => parseEnv({ AUTH_SECRET: 'too short' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses in production transports that would carry codes in the clear', () => {
    expect(() => parseEnv({ ...PRODUCTION, SMS_GATEWAY_URL: 'http://sms.example/send' })).toThrow(
      /SMS_GATEWAY_URL must be https/,
    );
    expect(() => parseEnv({ ...PRODUCTION, SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must be smtps/);
    expect(parseEnv({ ...PRODUCTION, SMTP_URL: 'smtps://user:secret@mail.example:465' }).SMTP_URL).toMatch(/^smtps:/);
    // Outside production a local gateway or mail catcher may be plain.
    expect(() => parseEnv({ SMS_TRANSPORT: 'gateway', SMS_GATEWAY_URL: 'http://127.0.0.1:9000/send' })).not.toThrow();
  });

  it('needs the address of a chosen transport', () => {
    expect(() => parseEnv({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMS_TRANSPORT: 'gateway' })).toThrow(/SMS_GATEWAY_URL/);
  });

  it('seeds the demo shop by default except in production, where it must be asked for', () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv(PRODUCTION).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('offers cash on delivery alone until card payments are configured, and card against the stand-in in development', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).PAYMENT_PROVIDERS).toEqual(['cod']);
    expect(parseEnv(PRODUCTION).PAYMENT_PROVIDERS).toEqual(['cod']);
    expect(parseEnv({}).PAYMENT_PROVIDERS).toEqual(['cod', 'ngenius']);
    expect(parseEnv({}).NGENIUS_API_URL).toBeUndefined();
    expect(parseEnv({ ...NGENIUS, PAYMENT_PROVIDERS: ' cod , ngenius' }).PAYMENT_PROVIDERS).toEqual(['cod', 'ngenius']);
    for (const bad of ['paypal', 'cod,cod', ','])
      expect(() => parseEnv({ PAYMENT_PROVIDERS: bad }), bad).toThrow(/PAYMENT_PROVIDERS/);
  });

  it("needs N-Genius's address, key and outlet wherever it is offered", () => {
    for (const key of ['NGENIUS_API_KEY', 'NGENIUS_OUTLET_REF'] as const) {
      const { [key]: _left, ...without } = NGENIUS;
      expect(() => parseEnv(without), key).toThrow(new RegExp(`${key} must be set`));
    }
    // No address outside production: the stand-in gateway, which the server starts itself.
    const { NGENIUS_API_URL: _url, ...noAddress } = NGENIUS;
    expect(parseEnv(noAddress).NGENIUS_API_URL).toBeUndefined();
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_PROVIDERS: 'cod,ngenius' })).toThrow(/NGENIUS_API_URL must be set/);
    expect(() => parseEnv({ ...NGENIUS, NGENIUS_WEBHOOK_HEADER: 'no colon' })).toThrow(/NGENIUS_WEBHOOK_HEADER/);
    expect(() => parseEnv({ ...NGENIUS, NGENIUS_ACTION: 'SALE' })).toThrow(/NGENIUS_ACTION/);
    // Outside production the stand-in on this machine is the point.
    expect(parseEnv(NGENIUS).NGENIUS_API_URL).toBe('http://127.0.0.1:4010');
  });

  it('refuses in production a sandbox or stand-in gateway and a missing webhook header', () => {
    const live = {
      ...PRODUCTION,
      ...NGENIUS,
      NGENIUS_API_URL: 'https://api-gateway.ngenius-payments.com',
      NGENIUS_WEBHOOK_HEADER: 'X-Cellar-Webhook: 6f1c0b8e2a7d4f3c9e5b1a0d8c7f6e5d',
    };
    expect(parseEnv(live).PAYMENT_PROVIDERS).toEqual(['cod', 'ngenius']);
    const sandbox = 'https://api-gateway.sandbox.ngenius-payments.com';
    expect(() => parseEnv({ ...live, NGENIUS_API_URL: sandbox })).toThrow(/NGENIUS_API_URL is the sandbox/);
    for (const local of ['http://127.0.0.1:4010', 'https://localhost:4010', 'https://10.0.0.5', 'https://[::1]:4010'])
      expect(() => parseEnv({ ...live, NGENIUS_API_URL: local }), local).toThrow(/NGENIUS_API_URL/);
    expect(() => parseEnv({ ...live, NGENIUS_WEBHOOK_HEADER: '' })).toThrow(/NGENIUS_WEBHOOK_HEADER must be set/);
    expect(() => parseEnv({ ...live, NGENIUS_WEBHOOK_HEADER: 'X-Cellar-Webhook: short' })).toThrow(
      /NGENIUS_WEBHOOK_HEADER/,
    );
    const { NGENIUS_API_KEY: _key, ...withoutKey } = live;
    expect(() => parseEnv(withoutKey)).toThrow(/NGENIUS_API_KEY must be set/);
    // Cash on delivery alone needs none of it.
    expect(parseEnv({ ...PRODUCTION, PAYMENT_PROVIDERS: 'cod' }).PAYMENT_PROVIDERS).toEqual(['cod']);
  });

  it('takes TRUST_PROXY as off, a hop count, or addresses and ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toEqual(['fd00::/8']);
    for (const bad of [
      'yes',
      '11',
      '10.0.0.0/33',
      '999.1.1.1',
      'example.com',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/8,0.0.0.0/0',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('loadDotEnv', () => {
  it('reads .env from the folder the command was typed in, without overriding the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-'));
    try {
      fs.writeFileSync(path.join(dir, '.env'), 'SHOP_TEST_FROM_FILE=file\nSHOP_TEST_BOTH=file\n');
      process.env.SHOP_TEST_BOTH = 'environment';
      expect(loadDotEnv({ INIT_CWD: dir })).toBe(path.join(dir, '.env'));
      expect(process.env.SHOP_TEST_FROM_FILE).toBe('file');
      expect(process.env.SHOP_TEST_BOTH).toBe('environment');
      expect(loadDotEnv({ INIT_CWD: path.join(dir, 'none') })).toBeUndefined();
    } finally {
      delete process.env.SHOP_TEST_FROM_FILE;
      delete process.env.SHOP_TEST_BOTH;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
