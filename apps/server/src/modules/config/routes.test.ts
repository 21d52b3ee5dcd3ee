import type { Bootstrap, BusinessPricing, Countries, Currency } from '@cardshop/shared/contracts/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 40 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('configuration reads', () => {
  it('answers currencies keyed by code with their formatting rules', async () => {
    const currencies = dataOf<Record<string, Currency>>(await get('/api/config/currencies'));
    expect(currencies.AUD).toEqual({
      code: 'AUD',
      symbol: '$',
      symbolLeads: true,
      precision: 2,
      decimalMark: '.',
      thousandsSeparator: ',',
    });
    expect(Object.keys(currencies)).toEqual(expect.arrayContaining(['USD', 'GBP', 'CAD', 'NZD']));
  });

  it('answers every country with its address rules and the states of AU, CA and US', async () => {
    const { countries, states } = dataOf<Countries>(await get('/api/config/countries'));
    expect(countries).toHaveLength(249);
    expect(
      countries
        .filter((country) => country.reqState)
        .map((country) => country.iso)
        .sort(),
    ).toEqual(['AU', 'CA', 'CN', 'MX', 'MY', 'US']);
    for (const iso of ['IE', 'HK', 'QA', 'AE']) {
      expect(countries.find((country) => country.iso === iso)?.reqPostcode).toBe(false);
    }
    expect(states.US?.map((state) => state.code)).toEqual(
      expect.arrayContaining(['AA', 'AE', 'AP', 'DC', 'CA']),
    );
    expect(states.AU).toHaveLength(8);
  });

  it('answers business pricing by region, tiers contiguous and cheaper with volume', async () => {
    const pricing = dataOf<Record<string, BusinessPricing>>(await get('/api/config/business-pricing'));
    expect(Object.keys(pricing).sort()).toEqual(['1', '2', '3', '4', '5']);
    const au = pricing['1'];
    expect(au?.currency).toBe('AUD');
    expect(au?.tiers[0]?.fromUnits).toBe(1);
    expect(au?.tiers.at(-1)?.toUnits).toBeNull();
    const charges = au?.tiers.map((tier) => tier.unitCharge) ?? [];
    expect(charges).toEqual([...charges].sort((a, b) => b - a));
  });

  it('answers translations by locale for the named namespaces', async () => {
    const all = dataOf<Record<string, Record<string, string>>>(
      await get('/api/config/translations?which=global'),
    );
    expect(all['en-AU']?.['global.errors.not-found']).toBeTruthy();
    const keys = Object.keys(all['en-AU'] ?? {});
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.startsWith('catalogue.'))).toEqual([]);
    const us = dataOf<Record<string, Record<string, string>>>(
      await get('/api/config/translations?which=catalogue&locale=en-US'),
    );
    expect(Object.keys(us)).toEqual(['en-AU', 'en-US']);
    expect(us['en-US']?.['catalogue.card.colour']).toBe('Color');
    expect((await get('/api/config/translations?which=Bad Name')).statusCode).toBe(422);
  });

  it('answers the page shell start-up data for the requested region in one call', async () => {
    const shell = dataOf<Bootstrap>(await get('/api/config/bootstrap?region=gb'));
    expect(shell.region).toMatchObject({ iso: 'GB', currency: 'GBP' });
    expect(shell.regions.map((region) => region.iso)).toEqual(['AU', 'US', 'GB', 'CA', 'NZ']);
    expect(shell.regions[0]).toMatchObject({
      id: 1,
      locale: 'en-AU',
      dateFormat: 'd/m/Y',
      datetimeFormat: 'd/m/Y g:ia',
    });
    expect(shell.navigation.primary.length).toBeGreaterThan(3);
    expect(shell.navigation.footer.length).toBeGreaterThan(2);
    expect(shell.tags.map((category) => category.slug)).toEqual(['occasion', 'recipient', 'style']);
    expect(shell.articles).toHaveLength(3);
    expect(shell.testimonials.length).toBeLessThanOrEqual(6);
    expect(shell.brand.name).toBe('Cardshop');
    const unknown = dataOf<Bootstrap>(await get('/api/config/bootstrap?region=zz'));
    expect(unknown.region.id).toBe(1);
  });
});

describe('POST /report/i18n', () => {
  let browser: Awaited<ReturnType<typeof t.browser>>;
  beforeAll(async () => {
    browser = await t.browser();
  });
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/report/i18n',
      payload: payload as object,
      headers: browser.headers,
    });

  it('records missing keys of the fallback locale only, counting repeats', async () => {
    const report = {
      type: 'missing',
      locale: 'en-AU',
      key: 'catalogue.tile.new',
      uri: '/cards',
      time: 1_700_000_000,
    };
    const first = await post({ reports: [report, { ...report, locale: 'en-US', key: 'catalogue.other' }] });
    expect(first.statusCode).toBe(200);
    expect(dataOf(first)).toEqual({ recorded: 1 });
    await post({ reports: [report] });
    const missing = await t.services.config.missingTranslations();
    expect(missing).toEqual([{ locale: 'en-AU', key: 'catalogue.tile.new', count: 2 }]);
  });

  it('refuses malformed reports with field errors and bad JSON with a 400', async () => {
    const bad = await post({
      reports: [{ type: 'missing', locale: 'english', key: '', uri: '/', time: -1 }],
    });
    expect(bad.statusCode).toBe(422);
    const errors = (bad.json() as { data: { errors: Record<string, string[]> } }).data.errors;
    expect(Object.keys(errors).sort()).toEqual(['reports.0.key', 'reports.0.locale', 'reports.0.time']);
    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/report/i18n',
      headers: { 'content-type': 'application/json', ...browser.headers },
      payload: '{"reports": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ state: { messages: [{ type: 'error' }] } });
  });
});
