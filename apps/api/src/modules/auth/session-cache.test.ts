import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import type { ActiveSession } from './sessions.repo.ts';

const log = pino({ level: 'silent' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const session = (userId: number, expiresInMs = 86_400_000): ActiveSession => ({
  id: userId * 10,
  userId,
  userType: 'user',
  fullName: 'Layla Haddad',
  email: 'layla@example.ae',
  mobile: null,
  lastUsedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

describe('the session cache', () => {
  it('keeps a live session for its time, and no longer than the session lasts', async () => {
    const cache = createSessionCache({ keyPrefix: 't:', log, ttlMs: 200 });
    cache.keep('a', session(1));
    cache.keep('b', session(2, 40));
    expect(cache.get('a')?.userId).toBe(1);
    expect(cache.get('b')?.userId).toBe(2);
    await wait(80);
    expect(cache.get('a')?.userId).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    await wait(200);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('c', session(3, -1));
    expect(cache.get('c')).toBeUndefined();
    cache.close();
  });

  it('forgets every session of a user whose sessions ended, and keeps none of theirs for a while', async () => {
    const cache = createSessionCache({ keyPrefix: 't:', log, ttlMs: 100 });
    cache.keep('a', session(1));
    cache.keep('b', session(1));
    cache.keep('c', session(2));
    cache.forget(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe(2);
    // A look-up made before the end committed found the session live: it is not kept.
    cache.keep('a', session(1));
    expect(cache.get('a')).toBeUndefined();
    await wait(250);
    cache.keep('d', session(1));
    expect(cache.get('d')?.userId).toBe(1);
    cache.close();
  });
});
