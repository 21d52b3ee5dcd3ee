import { MESSAGES, messagesFor } from '@cardshop/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { translateMessage } from './translator.ts';

// The browser hydrates with translateMessage and the server renders with i18next: the text must be the
// same, or hydration would not match. Every key of every locale, with the options pages pass.
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 102, 111, 1.5, -1];

function placeholders(message: string): string[] {
  return [...message.matchAll(/{{-?\s*([^}]+?)\s*}}/g)].map((match) => match[1] as string);
}

function baseKey(key: string): string {
  return key.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, '');
}

describe('translateMessage gives i18next’s text', () => {
  it('has the messages of the default locale at least', () => {
    expect(Object.keys(MESSAGES)).toContain('en-AU');
  });

  // guarded-expect: one test per locale, and the test above fails when there is none
  for (const locale of Object.keys(MESSAGES)) {
    // Every key of the locale in a dozen ways through i18next: seconds, more on a busy machine.
    it(`for every ${locale} message`, () => {
      const messages = messagesFor(locale);
      const i18next = createI18n(locale, messages);
      const keys = [...new Set(Object.keys(messages).map(baseKey))];
      let checked = 0;
      expect(keys.length).toBeGreaterThan(0);
      // The placeholders of each key's variants, gathered in one pass (not one pass per key).
      const namesOf = new Map<string, Set<string>>();
      for (const [candidate, message] of Object.entries(messages)) {
        const set = namesOf.get(baseKey(candidate)) ?? new Set<string>();
        for (const name of placeholders(message)) set.add(name);
        namesOf.set(baseKey(candidate), set);
      }
      for (const key of keys) {
        const names = namesOf.get(key) ?? new Set<string>();
        const filled = Object.fromEntries([...names].map((name, index) => [name, `v${index} ${name}`]));
        const variants: Array<Record<string, unknown> | undefined> = [
          undefined,
          {},
          filled,
          // Given as empty or null, left out, numbers: what callers pass.
          Object.fromEntries([...names].map((name) => [name, ''])),
          Object.fromEntries([...names].map((name) => [name, null])),
          Object.fromEntries([...names].map((name, index) => [name, index * 7])),
          ...COUNTS.flatMap((count) => [
            { ...filled, count },
            { ...filled, count, ordinal: true },
          ]),
          { ...filled, count: '3' },
        ];
        for (const options of variants) {
          const expected = String(i18next.t(key, options ?? {}));
          expect(translateMessage(locale, messages, key, options), `${key} ${JSON.stringify(options)}`).toBe(
            expected,
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    }, 20_000);
  }

  it('returns a missing key as it is and reports it', () => {
    const missing: string[] = [];
    expect(translateMessage('en-AU', {}, 'shell.nothing', {}, (key) => missing.push(key))).toBe(
      'shell.nothing',
    );
    expect(missing).toEqual(['shell.nothing']);
  });

  it('resolves context and plural keys in i18next’s order', () => {
    const messages = {
      'a.b': 'plain {{x}}',
      'a.b_one': 'one {{count}}',
      'a.b_other': 'other {{count}}',
      'a.b_zero': 'zero',
      'a.b_male': 'male',
      'a.b_male_one': 'male one',
      'a.b_ordinal_two': '{{count}}nd',
      'a.c_one': 'only one',
    };
    const i18next = createI18n('en-AU', messages);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['a.b', { count: 0 }],
      ['a.b', { count: 1, context: 'male' }],
      ['a.b', { count: 2, context: 'male' }],
      ['a.b', { context: 'female' }],
      ['a.b', { count: 22, ordinal: true }],
      ['a.b', { count: 23, ordinal: true }],
      ['a.b', { count: 1, ordinal: true }],
      ['a.c', { count: 1 }],
      ['a.c', { count: 5 }],
      ['a.b', { x: '{{y}}', y: 'no' }],
      ['a.b', { x: 1n }],
    ];
    for (const [key, options] of cases) {
      expect(translateMessage('en-AU', messages, key, options), `${key} ${String(options.count)}`).toBe(
        String(i18next.t(key, options)),
      );
    }
  });
});
