import type { EditorSettings } from '@cardshop/shared/contracts/compose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEditorSettings } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, testBrowser } from '../auth/test-helpers.ts';

// The signed-in user's editor settings: style tweaks, tips dismissed until a time, recent colours.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 5 });
});
afterAll(() => t.close());

const URL = '/api/account/editor-settings';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const SETTINGS: EditorSettings = {
  styles: { casual: { textSize: 30, lineHeight: 120, color: '#b91d47' }, elegant: {} },
  tips: { 'page-turn': inDays(7) },
  recentColors: ['#b91d47', '#000000'],
};

describe('/api/account/editor-settings', () => {
  it('answers 401 when signed out, to reads and writes alike', async () => {
    const browser = testBrowser(t);
    await browser.check();
    expect((await browser.get(URL)).statusCode).toBe(401);
    expect((await browser.post(URL, SETTINGS)).statusCode).toBe(401);
  });

  it('starts empty, stores what is posted (replacing) and answers it', async () => {
    const browser = await signIn(t, await createUser(t));
    const empty = await browser.get(URL);
    expect(empty.statusCode).toBe(200);
    expect(dataOf(empty)).toEqual({ styles: {}, tips: {}, recentColors: [] });

    const saved = await browser.post(URL, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(saved)).toEqual(SETTINGS);
    expect(dataOf(await browser.get(URL))).toEqual(SETTINGS);

    const replacement = { styles: {}, tips: {}, recentColors: ['#1e7145'] };
    expect(dataOf(await browser.post(URL, replacement))).toEqual(replacement);
    expect(dataOf(await browser.get(URL))).toEqual(replacement);

    // Each user has their own.
    const other = await signIn(t, await createUser(t));
    expect(dataOf(await other.get(URL))).toEqual({ styles: {}, tips: {}, recentColors: [] });
  });

  it('forgets tips whose dismissal has ended, on save and on read', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const saved = await browser.post(URL, {
      ...SETTINGS,
      tips: { fresh: inDays(3), stale: inDays(-1) },
    });
    expect(dataOf<EditorSettings>(saved).tips).toEqual({ fresh: expect.any(String) });

    // A dismissal that has ended since it was stored is left out of the answer.
    await t.database.db
      .update(userEditorSettings)
      .set({ settings: { ...SETTINGS, tips: { fresh: inDays(2), ended: inDays(-0.5) } } })
      .where(eq(userEditorSettings.userId, user.id));
    const read = dataOf<EditorSettings>(await browser.get(URL));
    expect(Object.keys(read.tips)).toEqual(['fresh']);
  });

  it.each([
    ['nine recent colours', { recentColors: Array(9).fill('#000000') }, 'recentColors'],
    ['a colour that is not hex', { recentColors: ['red'] }, 'recentColors.0'],
    ['a text size above 50', { styles: { casual: { textSize: 51 } } }, 'styles.casual.textSize'],
    ['a tip time that is not a time', { tips: { a: 'tomorrow' } }, 'tips.a'],
  ])('refuses %s with field errors and keeps the stored settings', async (_name, change, field) => {
    const browser = await signIn(t, await createUser(t));
    await browser.post(URL, SETTINGS);
    const response = await browser.post(URL, { ...SETTINGS, ...change });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[field]).toBeDefined();
    expect(dataOf(await browser.get(URL))).toEqual(SETTINGS);
  });
});
