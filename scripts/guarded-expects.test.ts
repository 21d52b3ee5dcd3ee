import { describe, expect, it } from 'vitest';
import { findGuardedExpects } from './guarded-expects.ts';

/** The findings of one test file, as `line: message` pairs. */
const check = (text: string, name = 'example.test.ts') =>
  findGuardedExpects([{ name, text }]).map((finding) => ({ line: finding.line, lines: finding.expectLines }));
const messages = (text: string) =>
  findGuardedExpects([{ name: 'example.test.ts', text }]).map((f) => f.message);

describe('guarded expects', () => {
  it('finds an expect behind a data-dependent if', () => {
    const source = [
      "it('refuses the old code', async () => {",
      '  const first = await code();',
      '  const second = await code();',
      '  if (first !== second) {',
      '    expect(await login(first)).toBe(422);',
      '  }',
      '});',
    ].join('\n');
    expect(check(source)).toEqual([{ line: 4, lines: [5] }]);
    expect(messages(source)[0]).toContain('if (first !== second)');
  });

  it('finds expects in for…of, for…in, counted and while loops over data', () => {
    const source = [
      'for (const card of results) expect(card.years).toContain(18);',
      'for (const key in record) expect(key).toBeTruthy();',
      'for (let i = 0; i < rows.length; i += 1) expect(rows[i]).toBeDefined();',
      'while (more()) expect(next()).toBe(1);',
    ].join('\n');
    expect(check(source)).toEqual([
      { line: 1, lines: [1] },
      { line: 2, lines: [2] },
      { line: 3, lines: [3] },
      { line: 4, lines: [4] },
    ]);
  });

  it('finds expects in forEach, every, map and other per-item callbacks', () => {
    const source = [
      'results.forEach((card) => expect(card.adult).toBe(false));',
      'results.every((card) => { expect(card.size).toBe("folded"); return true; });',
      'await Promise.all(urls.map(async (url) => expect((await get(url)).statusCode).toBe(200)));',
    ].join('\n');
    expect(check(source)).toEqual([
      { line: 1, lines: [1] },
      { line: 2, lines: [2] },
      { line: 3, lines: [3] },
    ]);
  });

  it('finds every() asserted true and some() asserted false of a list that may be empty', () => {
    // One test each: an assertion that needs an item (some() true) makes the list non-empty for the next.
    const source = [
      'expect(results.every((card) => card.size === "folded")).toBe(true);',
      'expect(results.some((card) => card.adult)).toBe(false);',
      'expect(results.some((card) => card.adult)).toBe(true);',
      'expect(results.every((card) => card.adult)).toBe(false);',
      'expect(results.every((card) => card.adult)).not.toBe(false);',
    ]
      .map((line) => `it('x', () => { ${line} });`)
      .join('\n');
    expect(check(source)).toEqual([
      { line: 1, lines: [1] },
      { line: 2, lines: [2] },
      { line: 5, lines: [5] },
    ]);
  });

  it('accepts a loop once its data is asserted non-empty before it, in any of the usual ways', () => {
    const forms = [
      'expect(results.length).toBeGreaterThan(0);',
      'expect(results.length).toBeGreaterThanOrEqual(1);',
      'expect(results.length).toBe(3);',
      'expect(results.length).not.toBe(0);',
      'expect(results).toHaveLength(3);',
      'expect(results).toHaveLength(count);',
      'expect(results).not.toHaveLength(0);',
      'expect(results).not.toEqual([]);',
      "expect(results).toEqual(['a', 'b']);",
      'expect(results).toEqual([240, 480].map((width) => width * 2));',
      'await expect(results).toHaveCount(2);',
      "expect(results).toContain('a');",
      'expect(results.some((card) => card.adult)).toBe(true);',
      'expect(results.every((card) => card.adult)).toBe(false);',
    ];
    for (const assertion of forms) {
      const source = [
        "it('checks every card', async () => {",
        `  ${assertion}`,
        '  for (const card of results) expect(card).toBeDefined();',
        '  expect(results.every((card) => card.ok)).toBe(true);',
        '});',
      ].join('\n');
      expect(check(source), assertion).toEqual([]);
    }
  });

  it('does not take an assertion of nothing, of another list, or after the loop', () => {
    const sources = [
      'expect(results).toHaveLength(0);\nfor (const card of results) expect(card).toBeDefined();',
      'expect(results.length).toBeGreaterThanOrEqual(0);\nfor (const card of results) expect(card).toBeDefined();',
      'expect(others.length).toBeGreaterThan(0);\nfor (const card of results) expect(card).toBeDefined();',
      'for (const card of results) expect(card).toBeDefined();\nexpect(results.length).toBeGreaterThan(0);',
      // Inside the loop is too late: it only runs when the list has items.
      'for (const card of results) {\n  expect(results.length).toBeGreaterThan(0);\n  expect(card).toBeDefined();\n}',
    ];
    for (const source of sources) expect(check(source), source).toHaveLength(1);
  });

  it('follows a list through what keeps it non-empty: map, slice from 0, spread, entries, ?? [], locator.all()', () => {
    const source = [
      "it('x', async () => {",
      '  expect(results.length).toBeGreaterThan(0);',
      '  for (const card of results.slice(0, 5)) expect(card).toBeDefined();',
      '  for (const id of results.map((card) => card.id)) expect(id).toBeDefined();',
      '  for (const [i, card] of [...results].entries()) expect(card).toBeDefined();',
      '  await expect(page.locator("li")).toHaveCount(3);',
      '  for (const item of await page.locator("li").all()) await expect(item).toBeVisible();',
      '  for (const card of results.filter((card) => card.adult)) expect(card).toBeDefined();',
      '  for (const card of results ?? []) expect(card).toBeDefined();',
      '});',
    ].join('\n');
    // A filtered list may be empty even when the list is not.
    expect(check(source)).toEqual([{ line: 8, lines: [8] }]);
  });

  it('takes an assertion from an enclosing block, nearest first, but not from another test', () => {
    const source = [
      "it('a', () => {",
      '  expect(urls).toHaveLength(3);',
      '  for (const format of formats) {',
      '    for (const url of urls) expect(url).toContain(format);',
      '  }',
      '});',
      "it('b', () => {",
      '  for (const url of urls) expect(url).toBeDefined();',
      '});',
    ].join('\n');
    // The outer loop over `formats` is reported once; `urls` is fine in the first test and not the second.
    expect(check(source)).toEqual([
      { line: 3, lines: [4] },
      { line: 8, lines: [8] },
    ]);
  });

  it('accepts data written in the test: literal lists, const literals, counted loops', () => {
    const source = [
      "const SIZES = ['a', 'b'] as const;",
      'const rule = { limit: 3, windowSeconds: 60 };',
      "for (const format of ['webp', 'jpeg'] as const) expect(format).toBeTruthy();",
      'for (const size of SIZES) expect(size).toBeTruthy();',
      '[1, 2].forEach((n) => expect(n).toBeGreaterThan(0));',
      'for (let i = 0; i < 3; i += 1) expect(i).toBeLessThan(3);',
      'for (let i = 0; i < rule.limit; i += 1) expect(i).toBeLessThan(3);',
      'for (let i = 0; i < MAX_TRIES; i += 1) expect(i).toBeLessThan(9);',
      'for (const n of Array.from({ length: 4 }, (_, i) => i)) expect(n).toBeGreaterThanOrEqual(0);',
      'const EMPTY = [] as const;',
      'for (const e of EMPTY) expect(e).toBeDefined();',
      'for (let i = 0; i < 0; i += 1) expect(i).toBe(0);',
    ].join('\n');
    expect(check(source)).toEqual([
      { line: 11, lines: [11] },
      { line: 12, lines: [12] },
    ]);
  });

  it('follows a const name to its value earlier in the test, but not a let', () => {
    const source = [
      "it('x', async () => {",
      '  expect(letter.length).toBeGreaterThan(2);',
      '  const baselines = letter.map((run) => run.baseline);',
      '  for (let i = 1; i < baselines.length; i += 1) expect(baselines[i]).toBeLessThan(9);',
      '  const first = Array.from({ length: 5 }, () => next());',
      '  expect(first.every((n) => n < 1)).toBe(true);',
      '  const results = await Promise.all([a(), b()]);',
      '  for (const result of results) expect(result).toBeDefined();',
      '  const paths = PAGES.map((page) => page.path);',
      '  expect(paths.length).toBeGreaterThan(0);',
      '  for (const page of PAGES) expect(page.path).toBeTruthy();',
      '  let rows = [1];',
      '  for (const row of rows) expect(row).toBe(1);',
      '});',
    ].join('\n');
    expect(check(source)).toEqual([{ line: 13, lines: [13] }]);
  });

  it('lets a comment with a reason allow a guard, and not one without', () => {
    const source = [
      "if (testInfo.project.name === 'desktop') {",
      '  // guarded-expect: the phone layout has no sidebar, so the desktop project alone checks it',
      '  expect(sidebar).toBeVisible();',
      '}',
      '// guarded-expect: each project runs one branch; both assert',
      'if (mobile) expect(menu).toBeVisible();',
      '// guarded-expect:',
      'if (mobile) expect(menu).toBeVisible();',
    ].join('\n');
    expect(check(source)).toEqual([{ line: 8, lines: [8] }]);
  });

  it('accepts an if whose condition was asserted just before', () => {
    const source = ['expect(ready).toBe(true);', 'if (ready) expect(value).toBe(1);'].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('reads .tsx test files and leaves code without guards alone', () => {
    const source = [
      "it('renders', () => {",
      '  const view = render(<Price value={5} />);',
      "  expect(view.getByText('$5.00')).toBeDefined();",
      '});',
    ].join('\n');
    expect(findGuardedExpects([{ name: 'price.test.tsx', text: source }])).toEqual([]);
  });
});
