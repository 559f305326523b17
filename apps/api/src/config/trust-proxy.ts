import net from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  const version = net.isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  // A /0 range is every address: it would believe any client, as `true` does.
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` (decision 009): which proxies may say who the client is in `X-Forwarded-For`.
 * - `false` (default): nobody; the client is the socket's peer.
 * - a hop count `n`: the n proxies nearest this server; entries a client adds further left are ignored, so a
 *   client cannot pick its own address to dodge a rate limit.
 * - addresses and ranges (`10.0.0.0/8,loopback`): only those proxies are believed.
 * - `true` believes any header: a client could choose its address. Refused in production.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10' });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (entries.length && !bad.length) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `false, a hop count, or addresses and ranges (not ${bad.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  })
  .or(z.boolean());
