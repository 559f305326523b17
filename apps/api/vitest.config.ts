import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every suite's database is a copy of a template migrated (and seeded with the demo shop) once per run.
    globalSetup: ['src/testing/template-databases.ts'],
    // Opening a database and the app still takes a few seconds on a busy machine; a test's own work is bounded apart.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // Processes, not threads: some suites start servers, send signals and load the embedded database's WebAssembly.
    pool: 'forks',
    // One suite per core: Vitest's default in a run is one fewer than the cores, one on a 2-core machine.
    maxWorkers: 2,
  },
});
