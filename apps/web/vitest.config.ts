import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      // Each file still runs in a fresh context with its own modules and mocks, but a worker serves many files
      // instead of being spawned (with jsdom) for each: about half the CPU time.
      pool: 'vmForks',
      // Vitest's default (cores - 1) leaves one of CI's two cores idle; the tests are CPU-bound, so use both.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // A test that types into pickers and dialogs takes 2–3 s of CPU on a slow two-core CI machine, and more while
      // the other worker runs: vitest's 5 s default timed some out there. A timeout guards against a hang, not speed.
      testTimeout: 20_000,
    },
  }),
);
