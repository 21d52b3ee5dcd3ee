import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project server` picks the API tests alone
// (.ci/run repeats those against a PostgreSQL server).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'document', root: './packages/document', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // The migrated and the seeded database every test file starts from, made once a run.
          globalSetup: ['./src/test/templates.ts'],
          // A worker keeps the server's modules from one test file to the next: importing them was half of
          // a file's time. Each file still builds its own app on its own database (test-app.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: './apps/web', include: ['app/**/*.test.{ts,tsx}', '*.test.ts'] } },
      // The repository's own checks (scripts/, run by `npm run lint`).
      { test: { name: 'scripts', root: './scripts', include: ['*.test.ts'] } },
    ],
  },
});
