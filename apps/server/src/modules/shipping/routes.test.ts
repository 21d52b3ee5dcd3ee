import type {
  AddressValidateResultSchema,
  DeliveryWindowResult,
  ShippingOption,
} from '@cardshop/shared/contracts/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { testBrowser, testClock } from '../auth/test-helpers.ts';

type AddressResult = z.infer<typeof AddressValidateResultSchema>;

// Friday 6 March 2026, 10:00 in Sydney (AEDT, UTC+11): a business day before the 14:00 cut-off.
const FRIDAY_MORNING_SYDNEY = new Date('2026-03-05T23:00:00Z');
const clock = testClock(FRIDAY_MORNING_SYDNEY);
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 4, clock: clock.now });
});
afterAll(() => t.close());

const setClock = (iso: string) => {
  clock.advance((Date.parse(iso) - clock.now().getTime()) / 1000);
};
const get = (url: string) => t.app.inject({ method: 'GET', url });
const options = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ShippingOption[]>(response);
};
const windowOf = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<DeliveryWindowResult>(response);
};

describe('GET /api/shipping/{country}[/{adminAreaLevel1}[/{postcode}]]', () => {
  it('offers standard, tracked and express at home, in the region currency with the other currencies formatted', async () => {
    setClock(FRIDAY_MORNING_SYDNEY.toISOString());
    const list = await options('/api/shipping/AU/NSW/2000');
    expect(list.map((option) => option.type)).toEqual(['standard', 'tracked', 'express']);
    const standard = list[0];
    expect(standard).toMatchObject({ cost: 300, days: { min: 2, max: 6 }, shipTo: ['direct', 'sender'] });
    expect(standard?.costs.AUD).toEqual({ value: 300, costFormatted: '$3.00' });
    expect(standard?.costs.GBP).toEqual({ value: 160, costFormatted: '£1.60' });
    expect(standard?.window).toEqual({
      carrier: 'Australia Post',
      dispatchDate: '2026-03-09',
      minDeliveryDate: '2026-03-11',
      maxDeliveryDate: '2026-03-17',
    });
    // The same for every depth of the path, and for a lower-case country.
    expect(await options('/api/shipping/au')).toEqual(list);
  });

  it("counts the region's other countries as domestic, any other as international standard only", async () => {
    expect((await options('/api/shipping/NF')).map((option) => option.type)).toEqual([
      'standard',
      'tracked',
      'express',
    ]);
    const abroad = await options('/api/shipping/FR');
    expect(abroad.map((option) => [option.type, option.cost])).toEqual([['standard', 1200]]);
  });

  it('offers nothing where nothing ships', async () => {
    expect(await options('/api/shipping/AQ')).toEqual([]);
    expect(await options('/api/shipping/KP')).toEqual([]);
  });

  it('prices in the request region', async () => {
    const uk = await options('/api/shipping/GB?region=gb');
    expect(uk.map((option) => [option.type, option.cost])).toEqual([
      ['standard', 135],
      ['tracked', 395],
      ['express', 895],
    ]);
    const fromCookie = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/US',
      headers: { cookie: 'region=2' },
    });
    expect(dataOf<ShippingOption[]>(fromCookie).map((option) => option.cost)).toEqual([150, 595, 1295]);
    // Australia is abroad for the US shop.
    expect((await options('/api/shipping/AU?region=us')).map((option) => option.type)).toEqual(['standard']);
  });

  it('answers 404 for a country that is not an ISO code', async () => {
    expect((await get('/api/shipping/AUS')).statusCode).toBe(404);
  });

  it('prices the options of a written card beyond the standard domestic post its price includes', async () => {
    const home = await options('/api/shipping/AU/NSW/2000?item=written');
    expect(home.map((option) => [option.type, option.cost])).toEqual([
      ['standard', 0],
      ['tracked', 995 - 300],
      ['express', 1495 - 300],
    ]);
    // Every currency the same way: AU tracked in pounds is 5.20 less the 1.60 of standard.
    expect(home[1]?.costs.GBP).toEqual({ value: 520 - 160, costFormatted: '£3.60' });
    expect((await options('/api/shipping/FR?item=written')).map((option) => option.cost)).toEqual([
      1200 - 300,
    ]);
    expect((await options('/api/shipping/AU?item=blank')).map((option) => option.cost)).toEqual([
      300, 995, 1495,
    ]);
    expect((await get('/api/shipping/AU?item=gift')).statusCode).toBe(422);
  });
});

describe('GET /api/delivery-window/{method}/{date}/{n}[/{a}[/{b}]]', () => {
  it('dispatches after the handling day and skips the weekend', async () => {
    setClock(FRIDAY_MORNING_SYDNEY.toISOString());
    const standard = await windowOf('/api/delivery-window/standard/today/AU');
    // Ordered Friday before the cut-off: one handling day → Monday; 2 to 6 business days after.
    expect(standard).toMatchObject({
      dispatchDate: '2026-03-09',
      minDeliveryDate: '2026-03-11',
      maxDeliveryDate: '2026-03-17',
      handlingDays: 1,
      cutoff: '14:00',
      timeZone: 'Australia/Sydney',
    });
    // Express leaves the same day and arrives the next business day at the earliest: Monday.
    const express = await windowOf('/api/delivery-window/express/today/AU/NSW/2000');
    expect(express).toMatchObject({ dispatchDate: '2026-03-06', minDeliveryDate: '2026-03-09' });
  });

  it('counts an order after the cut-off from the next business day', async () => {
    // Friday 15:00 in Sydney.
    setClock('2026-03-06T04:00:00Z');
    const express = await windowOf('/api/delivery-window/express/today/AU');
    expect(express).toMatchObject({ dispatchDate: '2026-03-09', minDeliveryDate: '2026-03-10' });
    const standard = await windowOf('/api/delivery-window/standard/today/AU');
    expect(standard.dispatchDate).toBe('2026-03-10');
    // A minute before the cut-off still makes Friday.
    setClock('2026-03-06T02:59:00Z');
    expect((await windowOf('/api/delivery-window/express/today/AU')).dispatchDate).toBe('2026-03-06');
  });

  it('skips public holidays: Easter 2026 in Australia', async () => {
    // Thursday 2 April 2026, 15:00 in Sydney (after the cut-off); Good Friday and Easter Monday follow.
    setClock('2026-04-02T04:00:00Z');
    const express = await windowOf('/api/delivery-window/express/today/AU');
    expect(express).toMatchObject({ dispatchDate: '2026-04-07', minDeliveryDate: '2026-04-08' });
    const standard = await windowOf('/api/delivery-window/standard/today/AU');
    expect(standard.dispatchDate).toBe('2026-04-08');
  });

  it("uses the region's own holidays and time zone", async () => {
    // Wednesday 1 July 2026 is Canada Day; 10:00 in Toronto is 14:00 UTC.
    setClock('2026-06-30T14:00:00Z');
    const canada = await windowOf('/api/delivery-window/express/today/CA?region=ca');
    expect(canada).toMatchObject({ dispatchDate: '2026-06-30', minDeliveryDate: '2026-07-02' });
    // In Australia the same moment is Wednesday 1 July, midnight: an ordinary business day.
    const australia = await windowOf('/api/delivery-window/express/today/AU');
    expect(australia).toMatchObject({ dispatchDate: '2026-07-01', minDeliveryDate: '2026-07-02' });
  });

  it('takes a later order day as before the cut-off, and a past one as today', async () => {
    setClock(FRIDAY_MORNING_SYDNEY.toISOString());
    // Thursday 2 April is a business day; its handling day is Good Friday, so dispatch is Tuesday 7 April.
    const later = await windowOf('/api/delivery-window/standard/2026-04-02/AU');
    expect(later.dispatchDate).toBe('2026-04-07');
    const past = await windowOf('/api/delivery-window/standard/2026-01-01/AU');
    expect(past.dispatchDate).toBe('2026-03-09');
  });

  it('adds days for remote areas, and offers only what the destination gets', async () => {
    setClock(FRIDAY_MORNING_SYDNEY.toISOString());
    const perth = await windowOf('/api/delivery-window/standard/today/AU/WA/6000');
    expect(perth).toMatchObject({ dispatchDate: '2026-03-09', minDeliveryDate: '2026-03-13' });
    const abroad = await get('/api/delivery-window/express/today/FR');
    expect(abroad.statusCode).toBe(422);
    expect(dataOf<{ errors: Record<string, string[]> }>(abroad).errors).toEqual({
      method: ['validation.in'],
    });
    expect((await get('/api/delivery-window/pigeon/today/AU')).statusCode).toBe(404);
    expect((await get('/api/delivery-window/standard/2026-13-01/AU')).statusCode).toBe(404);
  });
});

describe('POST /api/addresses/validate', () => {
  let browser: ReturnType<typeof testBrowser>;
  beforeAll(async () => {
    browser = testBrowser(t);
    await browser.check();
  });
  const validate = async (fields: Record<string, unknown>) => {
    const response = await browser.post('/api/addresses/validate', { source: 'form', ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<AddressResult>(response);
  };
  const base = { address: '1 Harbour St', locality: 'Sydney' };

  it('normalises an Australian address: trimmed, upper-case country, the state as its code', async () => {
    const result = await validate({
      address: '  1   Harbour St ',
      address2: '',
      locality: ' Sydney',
      adminAreaLevel1: 'new south wales',
      postcode: ' 2000 ',
      country: 'au',
    });
    expect(result).toEqual({
      valid: true,
      address: {
        address: '1 Harbour St',
        address2: null,
        locality: 'Sydney',
        adminAreaLevel1: 'NSW',
        postcode: '2000',
        country: 'AU',
      },
      errors: {},
    });
  });

  it.each([
    ['AU', 'VIC', '3000', '3000'],
    ['NZ', null, '6011', '6011'],
    ['US', 'ca', '94105', '94105'],
    ['US', 'NY', '112011234', '11201-1234'],
    ['US', 'NY', '11201-1234', '11201-1234'],
    ['CA', 'on', 'm5v2t6', 'M5V 2T6'],
    ['GB', null, 'sw1a1aa', 'SW1A 1AA'],
    ['GB', null, 'E2 7QA', 'E2 7QA'],
  ])('accepts a %s postcode and writes it the standard way', async (country, state, postcode, normalised) => {
    const result = await validate({ ...base, country, adminAreaLevel1: state, postcode });
    expect(result.errors).toEqual({});
    expect(result.address.postcode).toBe(normalised);
  });

  it.each([
    ['AU', 'VIC', '300'],
    ['AU', 'VIC', '30000'],
    ['NZ', null, '601'],
    ['US', 'NY', '1234'],
    ['US', 'NY', '123456'],
    ['CA', 'ON', 'Z5V 2T6'],
    ['CA', 'ON', '12345'],
    ['GB', null, 'ABC'],
    ['GB', null, 'SW1A'],
  ])('refuses a %s postcode in the wrong format', async (country, state, postcode) => {
    const result = await validate({ ...base, country, adminAreaLevel1: state, postcode });
    expect(result).toMatchObject({ valid: false, errors: { postcode: ['validation.format'] } });
  });

  it('needs the fields the country needs', async () => {
    const empty = await validate({});
    expect(empty.valid).toBe(false);
    expect(empty.errors).toEqual({
      address: ['validation.required'],
      locality: ['validation.required'],
      country: ['validation.required'],
    });
    const us = await validate({ ...base, country: 'US' });
    expect(us.errors).toEqual({
      adminAreaLevel1: ['validation.required'],
      postcode: ['validation.required'],
    });
    // Ireland needs no postcode, and its counties are free text.
    expect((await validate({ ...base, country: 'IE', adminAreaLevel1: 'Co. Cork' })).valid).toBe(true);
  });

  it.each([
    ['AU', 'NSW', '3000'],
    ['AU', 'new south wales', '3000'],
    ['AU', 'VIC', '2600'],
    ['US', 'NY', '90210'],
    ['CA', 'QC', 'M5V 2T6'],
  ])('refuses a %s postcode of another state (%s, %s)', async (country, state, postcode) => {
    const result = await validate({ ...base, country, adminAreaLevel1: state, postcode });
    expect(result).toMatchObject({ valid: false, errors: { postcode: ['validation.postcode-state'] } });
  });

  it('checks the state of a postcode only in AU, US and CA, and only once both are valid', async () => {
    expect(
      (await validate({ ...base, country: 'MX', adminAreaLevel1: 'CMX', postcode: '06000' })).valid,
    ).toBe(true);
    const badFormat = await validate({ ...base, country: 'AU', adminAreaLevel1: 'NSW', postcode: '300' });
    expect(badFormat.errors).toEqual({ postcode: ['validation.format'] });
    const badState = await validate({
      ...base,
      country: 'AU',
      adminAreaLevel1: 'Gondwana',
      postcode: '3000',
    });
    expect(badState.errors).toEqual({ adminAreaLevel1: ['validation.in'] });
  });

  it('refuses an unknown country or state', async () => {
    expect((await validate({ ...base, country: 'ZZ' })).errors).toEqual({ country: ['validation.in'] });
    const state = await validate({ ...base, country: 'AU', adminAreaLevel1: 'Gondwana', postcode: '2000' });
    expect(state.errors).toEqual({ adminAreaLevel1: ['validation.in'] });
  });
});
