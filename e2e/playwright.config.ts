import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh data folder per run. Set in the environment so the test workers (which load this file again)
// find the same folder: journeys read the mail the shop wrote to its outbox there.
process.env.E2E_DATA_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/cardshop-e2e-${process.pid}`;
const DATA_DIR = process.env.E2E_DATA_DIR;
// The system Chromium from Debian's packages; Playwright's own download is not available here.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './artefacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // The shop sits behind a proxy here as in production, and each device comes from an address of its own
  // (documentation addresses, RFC 5737): per-address limits such as sign-ups an hour count each apart.
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.10' },
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 740 },
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.20' },
      },
    },
  ],
  webServer: {
    // The production build on a fresh embedded database, seeded on first start.
    command: 'node ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The journeys pay with the built-in test gateway, which production runs only when told to.
      PAYMENTS: 'test',
      // A written card is posted a few seconds after payment rather than a minute, so a journey sees it go.
      DISPATCH_AFTER_RENDER_SECONDS: '3',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // The journeys' browser is the proxy in front of the shop: its forwarded address is believed.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The reminders journey moves the reminders' clock a day on (POST /test/reminders/sweep).
      TEST_HOOKS: 'true',
      // A build folder of its own, when given (parallel checks); the default build otherwise.
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
