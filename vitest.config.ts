import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.live.test.ts'],
        },
      },
      {
        // The web app's stateful modules in a DOM against the real server (test/live-server.setup.ts).
        test: {
          name: 'web-live',
          root: './apps/web',
          include: ['src/**/*.live.test.ts'],
          environment: 'jsdom',
          globalSetup: ['./test/live-server.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 160_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
