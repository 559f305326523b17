/**
 * `npm run gateway:stand-in [-- --port 4010 --webhook-url http://127.0.0.1:3000/… --webhook lose --delay 5000
 * --answer-delay 50]`: the stand-in N-Genius gateway for development (`--delay`: before each webhook;
 * `--answer-delay`: before each API answer). It takes the shop's own settings (NGENIUS_API_KEY,
 * NGENIUS_OUTLET_REF, NGENIUS_WEBHOOK_HEADER), so the shop and the stand-in agree, and refuses to run in production.
 */
import { parseArgs } from 'node:util';
import { loadDotEnv, parseEnv } from '../../../config/env.ts';
import { parseWebhookHeader } from '../ngenius-webhook.ts';
import { startStandInGateway } from './stand-in-gateway.ts';

loadDotEnv();
const env = parseEnv(process.env);
if (env.NODE_ENV === 'production') {
  console.error('The stand-in gateway takes no real payments and does not run in production.');
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    webhook: { type: 'string', default: 'send' },
    delay: { type: 'string', default: '0' },
    'answer-delay': { type: 'string', default: '0' },
  },
});
const webhook = values.webhook;
if (webhook !== 'send' && webhook !== 'duplicate' && webhook !== 'lose') {
  console.error('--webhook is send, duplicate or lose');
  process.exit(1);
}

const delays = { webhookDelayMs: Number(values.delay), answerDelayMs: Number(values['answer-delay']) };
if (!Object.values(delays).every((ms) => Number.isFinite(ms) && ms >= 0)) {
  console.error('--delay and --answer-delay are milliseconds, 0 or more');
  process.exit(1);
}

const apiKey = env.NGENIUS_API_KEY ?? 'stand-in-api-key';
const outletRef = env.NGENIUS_OUTLET_REF ?? 'stand-in-outlet';
const gateway = await startStandInGateway({
  apiKey,
  outletRef,
  host: values.host,
  port: values.port ? Number(values.port) : env.GATEWAY_STAND_IN_PORT,
  webhookUrl: values['webhook-url'] ?? env.GATEWAY_STAND_IN_WEBHOOK_URL,
  webhookHeader: parseWebhookHeader(env.NGENIUS_WEBHOOK_HEADER),
  webhook,
  ...delays,
});
console.log(`Stand-in N-Genius gateway on ${gateway.url} (outlet ${outletRef}).`);
console.log(`Set NGENIUS_API_URL=${gateway.url}, NGENIUS_API_KEY=${apiKey} and NGENIUS_OUTLET_REF=${outletRef}.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
