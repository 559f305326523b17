import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each suite opens its own database; migrations and seeding take a few seconds on PGlite.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    pool: 'forks',
  },
});
