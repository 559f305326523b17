import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { createPaymentProviders, PaymentGatewayError } from './index.ts';
import { startStandInGateway, type StandInGateway } from './stand-in/stand-in-gateway.ts';

const OUTLET = 'a3f1c2d4-0000-4000-8000-000000000001';
const KEY = 'cmVnaXN0cnk6a2V5LXZhbHVl';
const order = {
  orderNumber: 'CEL-3001',
  amountFils: 9_900,
  returnUrl: 'https://s.example/r',
  cancelUrl: 'https://s.example/c',
};
let gateway: StandInGateway;

beforeAll(async () => {
  gateway = await startStandInGateway({ apiKey: KEY, outletRef: OUTLET });
});
afterAll(() => gateway.close());

const withCard = () =>
  parseEnv({
    PAYMENT_PROVIDERS: 'cod,ngenius',
    NGENIUS_API_URL: gateway.url,
    NGENIUS_API_KEY: KEY,
    NGENIUS_OUTLET_REF: OUTLET,
  });

describe('the ways to pay', () => {
  it('offers cash on delivery alone by default, and refuses card payments then', async () => {
    const providers = createPaymentProviders(parseEnv({ NODE_ENV: 'test' }));
    expect(providers.names).toEqual(['cod']);
    expect(providers.forPaymentType('cod').hostedPage).toBe(false);
    expect(() => providers.forPaymentType('network')).toThrow(/not offered/);
    expect(() => providers.get('ngenius')).toThrow(/not offered/);
  });

  it('builds N-Genius from the settings, under the storefront’s payment type "network"', async () => {
    const providers = createPaymentProviders(withCard());
    expect(providers.names).toEqual(['cod', 'ngenius']);
    const card = providers.forPaymentType('network');
    expect(card.name).toBe('ngenius');
    const created = await card.createPayment(order);
    expect(created.redirectUrl).toContain(`${gateway.url}/pay/`);
    expect(gateway.orders.get(created.reference)?.merchantOrderReference).toBe('CEL-3001');
    expect(() => providers.forPaymentType('card')).toThrow(/not offered/);
  });

  it('refuses the stand-in in production even when reached under another name', async () => {
    // parseEnv already refuses a local address in production; a proxy or DNS name in front of the stand-in would
    // pass it, so the provider refuses the stand-in's answers too.
    const providers = createPaymentProviders({ ...withCard(), NODE_ENV: 'production' });
    await expect(providers.get('ngenius').createPayment(order)).rejects.toThrow(PaymentGatewayError);
  });
});
