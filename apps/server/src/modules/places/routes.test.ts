import type { PlacesAnswer } from '@cardshop/shared/contracts/places';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { PLACE_LOOKUPS_PER_IP } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

const lookup = (country: string, q: string, ip = '203.0.113.20') =>
  t.app.inject({
    method: 'GET',
    url: `/api/addresses/places?${new URLSearchParams({ country, q })}`,
    remoteAddress: ip,
  });
const places = async (country: string, q: string) => {
  const response = await lookup(country, q);
  expect(response.statusCode).toBe(200);
  return dataOf<PlacesAnswer>(response).places;
};

describe('GET /api/addresses/places', () => {
  it('answers the localities and state of a whole Australian postcode', async () => {
    const found = await places('AU', '3000');
    expect(found).toContainEqual({ locality: 'Melbourne', state: 'VIC', postcode: '3000', complete: true });
    expect(found.every((place) => place.postcode === '3000' && place.state === 'VIC')).toBe(true);
    const sydney = await places('au', '2000');
    expect(sydney.map((place) => place.locality)).toContain('Sydney');
    expect(new Set(sydney.map((place) => place.state))).toEqual(new Set(['NSW']));
  });

  it('finds a US ZIP code (ZIP+4 too), a New Zealand postcode and a locality by the start of its name', async () => {
    expect(await places('US', '10001-1234')).toEqual([
      { locality: 'New York', state: 'NY', postcode: '10001', complete: true },
    ]);
    expect(await places('NZ', '6011')).toEqual([
      { locality: 'Wellington Central', state: 'Wellington', postcode: '6011', complete: true },
    ]);
    const byName = await places('AU', 'parramat');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((place) => place.locality.toLowerCase().startsWith('parramat'))).toBe(true);
    expect(byName[0]).toMatchObject({ locality: 'Parramatta', state: 'NSW' });
  });

  it('suggests the area of a Canadian or British postcode, marked as not a whole postcode', async () => {
    const toronto = await places('CA', 'M5V 3L9');
    expect(toronto.length).toBeGreaterThan(0);
    expect(
      toronto.every((place) => place.postcode === 'M5V' && place.state === 'ON' && !place.complete),
    ).toBe(true);
    expect(await places('GB', 'SW1A 1AA')).toEqual([
      { locality: 'London', state: '', postcode: 'SW', complete: false },
    ]);
    expect(await places('GB', 'M1 1AE')).toEqual([
      { locality: 'Manchester', state: '', postcode: 'M', complete: false },
    ]);
  });

  it('answers nothing for a postcode it does not know, and at most 10 places', async () => {
    expect(await places('AU', '0001')).toEqual([]);
    expect((await places('US', '1')).length).toBe(10);
  });

  it('refuses a country it does not cover and an empty or overlong query with field errors', async () => {
    const france = await lookup('FR', '75001');
    expect(france.statusCode).toBe(422);
    expect(dataOf<{ errors: Record<string, string[]> }>(france).errors.country).toEqual(['validation.in']);
    const empty = await lookup('AU', '   ');
    expect(dataOf<{ errors: Record<string, string[]> }>(empty).errors.q).toEqual(['validation.required']);
    const long = await lookup('AU', 'x'.repeat(65));
    expect(dataOf<{ errors: Record<string, string[]> }>(long).errors.q).toEqual(['validation.max']);
  });

  it('limits the lookups of one client address (429 with Retry-After), not those of another', async () => {
    for (let i = 0; i < PLACE_LOOKUPS_PER_IP.limit; i += 1) {
      expect((await lookup('AU', '3000', '198.51.100.30')).statusCode).toBe(200);
    }
    const over = await lookup('AU', '3000', '198.51.100.30');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('AU', '3000', '198.51.100.31')).statusCode).toBe(200);
  });
});
