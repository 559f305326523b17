import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

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
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT.*DATABASE_URL|DATABASE_URL.*PORT/);
  });

  it('refuses an unsafe production configuration', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', BENCH_ROUTES: 'true' })).toThrow(/BENCH_ROUTES/);
    expect(() => parseEnv({ NODE_ENV: 'production', RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
    expect(parseEnv({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });
});
