// The journeys drive the system Chromium (Debian's package). On a machine without it, install it when we
// may (the user is root), or say in one line what to run: Playwright's own browser download is not
// reachable from these machines.
import { type ExecFileSyncOptions, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: run \`sudo apt-get install -y chromium\`, then npm test.`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
  const quiet: ExecFileSyncOptions = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get installed chromium, but ${CHROMIUM} is still missing: set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
