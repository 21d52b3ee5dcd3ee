import type { Bootstrap } from '@cardshop/shared/contracts/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

// Every page says when the shop takes no real money: the shell's start-up data carries the test mode,
// and the web app's page shell shows its banner from it (features/shell/test-mode-banner.tsx).

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 4 });
});
afterAll(() => t.close());

describe('the shell start-up data', () => {
  it('says the shop is in test mode while the test gateway takes payments', async () => {
    const shell = dataOf<Bootstrap>(await t.app.inject({ method: 'GET', url: '/api/config/bootstrap' }));
    expect(shell.testMode).toBe(true);
  });
});
