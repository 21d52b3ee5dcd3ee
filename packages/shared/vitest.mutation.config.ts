import { defineConfig } from 'vitest/config';

// The shared package's unit tests alone, for Stryker (`npm run test:mutation`): the root config runs every
// workspace, which mutation testing of this package does not need.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
