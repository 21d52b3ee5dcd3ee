import type { Contact } from '@cardshop/shared/contracts/address-book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../platform/queue.ts';
import { createServices } from '../../services.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn } from '../auth/test-helpers.ts';
import { REMINDER_MAIL_JOB } from './service.ts';

// Each reminder e-mail goes out once: through repeated sweeps, a second process on the same database
// sweeping at the same time, and a restart of the job queue.
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 6, queue: true });
});
afterAll(() => t.close());

describe('sending reminders exactly once', () => {
  it('sends one e-mail for two sweeps, a second process and a restart', async () => {
    const user = await createUser(t, { firstName: 'Once' });
    const browser = await signIn(t, user);
    // Tomorrow in any region's time zone is within the week before: the reminder is due now.
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const response = await browser.post('/api/account/addresses', {
      firstName: 'Bea',
      lastName: 'Soon',
      address: '1 Short St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
      birthdayDay: soon.getUTCDate(),
      birthdayMonth: soon.getUTCMonth() + 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const contact = dataOf<Contact>(response);
    const queue = t.queue;
    if (!queue) throw new Error('no queue');
    const sent = queue.boss
      .getSpy<{ key: string }>(REMINDER_MAIL_JOB)
      .waitForJob((data) => data.key === `birthday-${contact.id}`, 'completed');

    // A second process on the same database, sweeping at the same moment (its e-mails sent in-process).
    const second = createServices(t.database.db, {
      publicUrl: t.config.PUBLIC_URL,
      mailer: t.services.mailer,
      appSecret: 'another process, the same shop: its own secret is no matter here',
    });
    // Two sweeps of this process queue the e-mail once (one singleton key); the other process's sweep
    // races the job, and whichever claims the reminder's row first sends it.
    const [first, again] = await Promise.all([t.services.reminders.sweep(), t.services.reminders.sweep()]);
    expect(first + again).toBeGreaterThanOrEqual(1);
    await second.reminders.sweep();
    await sent;
    const mine = async () => (await t.outbox()).filter((entry) => entry.to === user.email);
    expect(await mine()).toHaveLength(1);

    // A restart: the queue stops and a new one starts on the same database; sweeps find nothing to send.
    await queue.stop();
    const restarted = createJobQueue(t.database, { spies: true });
    const afterRestart = createServices(t.database.db, {
      queue: restarted,
      publicUrl: t.config.PUBLIC_URL,
      mailer: t.services.mailer,
      appSecret: 'after a restart the queue and services are new',
    });
    await restarted.start();
    try {
      expect(await afterRestart.reminders.sweep()).toBe(0);
      expect(await second.reminders.sweep()).toBe(0);
    } finally {
      await restarted.stop();
    }
    expect(await mine()).toHaveLength(1);
  });
});
