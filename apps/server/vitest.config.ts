import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker and its loaded modules instead of paying ~2 s of imports each. Every file still has its
    // own database and app (test/test-app.ts); the server keeps no module-level state but caches, and tests inject
    // fakes (clock, config) rather than vi.mock, which cannot replace a module an earlier file of the worker loaded.
    isolate: false,
    // Vitest's default (cores - 1) leaves one of CI's two cores idle; the tests are CPU-bound, so use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
