import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_SIZES } from './card-sizes.ts';
import { COUNTRIES } from './countries.ts';
import { CURRENCIES } from './currencies.ts';
import { REGIONS } from './regions.ts';
import { STATES } from './states.ts';

const ASSETS = new URL('../../assets/', import.meta.url);

function svgFiles(folder: string): Array<{ name: string; text: string }> {
  const dir = new URL(`${folder}/`, ASSETS);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, dir), 'utf8') }));
}

// A small well-formedness check: balanced tags, quoted attributes, a single <svg> root.
function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const body = text.replace(/^<\?xml[^>]*\?>\s*/, '').trim();
  if (!body.startsWith('<svg') || !body.endsWith('</svg>')) problems.push('root is not <svg>');
  const stack: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<[^>]*>/g;
  const outside = body.replace(tag, '').trim();
  if (outside !== '') problems.push(`stray text: ${outside.slice(0, 40)}`);
  for (const match of body.matchAll(tag)) {
    const [whole, closing, name, , selfClosing] = match;
    if (!name) {
      problems.push(`malformed tag: ${whole}`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

describe('countries', () => {
  it('lists all 249 ISO 3166-1 alpha-2 codes once, sorted by name', () => {
    const codes = COUNTRIES.map((c) => c.iso);
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('requires a state for exactly AU, CA, CN, MY, MX and US', () => {
    const required = COUNTRIES.filter((c) => c.reqState)
      .map((c) => c.iso)
      .sort();
    expect(required).toEqual(['AU', 'CA', 'CN', 'MX', 'MY', 'US']);
  });

  it('does not require a postcode where there is no postcode system', () => {
    const byIso = new Map(COUNTRIES.map((c) => [c.iso, c]));
    for (const iso of ['IE', 'HK', 'QA', 'AE']) expect(byIso.get(iso)?.reqPostcode, iso).toBe(false);
    for (const iso of ['AU', 'US', 'GB', 'CA', 'NZ']) expect(byIso.get(iso)?.reqPostcode, iso).toBe(true);
  });
});

describe('currencies and regions', () => {
  it('has unique currency codes with sensible formats', () => {
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.decimalMark).not.toBe(c.thousandsSeparator);
    }
    expect(CURRENCIES.find((c) => c.code === 'JPY')?.precision).toBe(0);
  });

  it('only refers to known currencies and countries', () => {
    const currencies = new Set(CURRENCIES.map((c) => c.code));
    const countries = new Set(COUNTRIES.map((c) => c.iso));
    for (const region of REGIONS) {
      expect(currencies.has(region.currency), region.iso).toBe(true);
      expect(region.countries[0], region.iso).toBe(region.iso);
      for (const iso of region.countries) expect(countries.has(iso), `${region.iso}: ${iso}`).toBe(true);
      expect(() => new Intl.DateTimeFormat(region.locale, { timeZone: region.timeZone })).not.toThrow();
    }
    expect(new Set(REGIONS.map((r) => r.id)).size).toBe(REGIONS.length);
    const served = REGIONS.flatMap((r) => r.countries);
    expect(new Set(served).size, 'a country served by two regions').toBe(served.length);
  });

  it('makes AU the default region', () => {
    const au = REGIONS.find((r) => r.id === 1);
    expect(au).toMatchObject({
      iso: 'AU',
      currency: 'AUD',
      locale: 'en-AU',
      dateFormat: 'd/m/Y',
      datetimeFormat: 'd/m/Y g:ia',
      timeZone: 'Australia/Sydney',
    });
    expect(REGIONS.map((r) => r.iso).sort()).toEqual(['AU', 'CA', 'GB', 'NZ', 'US']);
  });
});

describe('states', () => {
  const codesFor = (country: string) => STATES.filter((s) => s.country === country).map((s) => s.code);

  it('lists the US states, DC, armed forces and territories', () => {
    const us = codesFor('US');
    expect(us).toHaveLength(59);
    const expected = ['AA', 'AE', 'AP', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'NY', 'CA'];
    for (const code of expected) expect(us).toContain(code);
  });

  it('lists 8 Australian and 13 Canadian states and territories', () => {
    expect(codesFor('AU').sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(codesFor('CA')).toHaveLength(13);
  });

  it('has unique codes per country, all for countries that require a state', () => {
    const keys = STATES.map((s) => `${s.country}-${s.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    const requiring = new Set(COUNTRIES.filter((c) => c.reqState).map((c) => c.iso));
    for (const s of STATES) expect(requiring.has(s.country), s.country).toBe(true);
  });
});

describe('card sizes', () => {
  it('has the expected page counts and consistent content lists', () => {
    const pages = Object.fromEntries(CARD_SIZES.map((s) => [s.id, s.pages]));
    expect(pages).toMatchObject({ letter: 1, notecard: 2, postcard: 2, folded: 4 });
    for (const size of CARD_SIZES) {
      expect(size.content, size.id).toHaveLength(size.pages);
      expect(size.foldOn === 'none', size.id).toBe(size.pages === 1);
      expect(size.bleed).toEqual({ x: 3, y: 3 });
      const { top, right, bottom, left } = size.margins;
      expect(left + right, size.id).toBeLessThan(size.dimensions.width);
      expect(top + bottom, size.id).toBeLessThan(size.dimensions.height);
    }
    expect(new Set(CARD_SIZES.map((s) => s.id)).size).toBe(CARD_SIZES.length);
  });
});

describe('svg assets', () => {
  const flags = svgFiles('flags');
  const icons = svgFiles('icons');

  it('has a flag for every region and a world fallback', () => {
    const names = flags.map((f) => f.name);
    for (const region of REGIONS) expect(names).toContain(`${region.iso.toLowerCase()}.svg`);
    expect(names).toContain('world.svg');
  });

  it('has the fallback icon and consistent 24×24 stroke icons', () => {
    expect(icons.map((i) => i.name)).toContain('question-circle.svg');
    expect(icons.length).toBeGreaterThanOrEqual(61);
    for (const { name, text } of icons) {
      expect(Buffer.byteLength(text), name).toBeLessThan(1024);
      expect(text, name).toContain('viewBox="0 0 24 24"');
      expect(text, name).toContain('stroke="currentColor"');
      expect(text, name).toContain('fill="none"');
    }
  });

  it('the well-formedness check catches broken markup', () => {
    expect(xmlProblems('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g><path d="M0 0h1"/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><path d=M0/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg></svg><svg></svg>')).not.toEqual([]);
    expect(xmlProblems('<div></div>')).not.toEqual([]);
  });

  it('parses every svg and finds no external references or text', () => {
    for (const { name, text } of [...flags, ...icons]) {
      expect(xmlProblems(text), name).toEqual([]);
      const withoutNamespace = text.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(withoutNamespace, name).not.toMatch(/http|<text|<image|<script|<foreignObject/);
    }
  });
});
