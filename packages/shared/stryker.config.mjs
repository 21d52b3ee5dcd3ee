// Mutation testing of the shared rules (`npm run test:mutation`, run by .ci/run after `npm test`): Stryker
// changes the code one small way at a time and runs this package's tests; a change no test notices
// ("survived") is an untested behaviour. The run fails below a mutation score of 80.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // The pure rules, and the envelope's error mapping: the code whose tests are in this package. The other
  // contracts are zod schemas (their mutants are static, or run only under the API tests of apps/server),
  // and i18n/constants are data; mutating all of src took ~18 minutes here against ~4 for this.
  mutate: ['src/rules/**/*.ts', 'src/contracts/envelope.ts', '!src/**/*.test.ts'],
  // Static mutants (module-level values) each need a fresh module graph: the slowest, least telling part.
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Incremental: the results of the last full run are kept in the repository (mutation/incremental.json)
  // and a run tests again only the mutants whose code or covering tests changed since; the score still
  // counts every mutant. Refresh the file after changing the rules or their tests (`npm run
  // test:mutation`, then commit it); `-- --force` runs every mutant again.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Stryker rewrites a sandboxed tsconfig.json with the TypeScript 5 API, which TypeScript 7 does not
  // have; left out, tools in the sandbox (inside this package) find the package's own tsconfig above it.
  ignorePatterns: ['tsconfig.json', 'reports', 'mutation'],
};
