import { describe, expect, it } from 'vitest';
import { fillRegionPrice, lowestUnitCharge, slideShownInRegion } from './hero.ts';

describe('lowestUnitCharge', () => {
  it('gives the cheapest tier whatever the order', () => {
    expect(lowestUnitCharge([{ unitCharge: 550 }, { unitCharge: 395 }, { unitCharge: 450 }])).toBe(395);
  });

  it('gives null without tiers', () => {
    expect(lowestUnitCharge([])).toBeNull();
  });

  it('counts a free tier and skips unusable charges', () => {
    expect(lowestUnitCharge([{ unitCharge: 300 }, { unitCharge: 0 }])).toBe(0);
    expect(lowestUnitCharge([{ unitCharge: Number.NaN }, { unitCharge: 300 }])).toBe(300);
    expect(lowestUnitCharge([{ unitCharge: Number.NaN }])).toBeNull();
  });
});

describe('fillRegionPrice', () => {
  it('replaces every placeholder', () => {
    expect(fillRegionPrice('Cards from {{regionPrice}}. Yes, {{regionPrice}}!', '$4.95')).toBe(
      'Cards from $4.95. Yes, $4.95!',
    );
  });

  it('removes the placeholder when there is no price', () => {
    expect(fillRegionPrice('Cards{{regionPrice}} posted for you', null)).toBe('Cards posted for you');
  });

  it('leaves text without placeholders and lookalikes untouched', () => {
    expect(fillRegionPrice('Send a card today', '$4.95')).toBe('Send a card today');
    expect(fillRegionPrice('{{ regionPrice }}', '$4.95')).toBe('{{ regionPrice }}');
  });

  it('inserts prices containing $ patterns literally', () => {
    expect(fillRegionPrice('From {{regionPrice}}', "$&$'")).toBe("From $&$'");
  });
});

describe('slideShownInRegion', () => {
  it('shows everywhere without a restriction', () => {
    expect(slideShownInRegion(null, 'AU')).toBe(true);
    expect(slideShownInRegion(undefined, 'AU')).toBe(true);
    expect(slideShownInRegion([], 'AU')).toBe(true);
    expect(slideShownInRegion({}, 'AU')).toBe(true);
    expect(slideShownInRegion({ include: [], exclude: [] }, 'AU')).toBe(true);
  });

  it('shows only in the listed regions', () => {
    expect(slideShownInRegion(['AU', 'NZ'], 'NZ')).toBe(true);
    expect(slideShownInRegion(['AU', 'NZ'], 'US')).toBe(false);
    expect(slideShownInRegion({ include: ['US'] }, 'US')).toBe(true);
    expect(slideShownInRegion({ include: ['US'] }, 'GB')).toBe(false);
  });

  it('hides in excluded regions only', () => {
    expect(slideShownInRegion({ exclude: ['US'] }, 'US')).toBe(false);
    expect(slideShownInRegion({ exclude: ['US'] }, 'AU')).toBe(true);
  });

  it('applies exclude on top of include', () => {
    expect(slideShownInRegion({ include: ['AU', 'NZ'], exclude: ['NZ'] }, 'NZ')).toBe(false);
    expect(slideShownInRegion({ include: ['AU', 'NZ'], exclude: ['NZ'] }, 'AU')).toBe(true);
  });

  it('compares ISO codes case-insensitively and ignores stray spaces', () => {
    expect(slideShownInRegion(['au '], 'AU')).toBe(true);
    expect(slideShownInRegion(['AU'], 'au')).toBe(true);
    expect(slideShownInRegion({ exclude: ['gb'] }, 'GB')).toBe(false);
  });
});

describe('hero regions at their edges', () => {
  it('ignores blank codes in a list, and reads the region in any case and with spaces', () => {
    expect(slideShownInRegion(['', '  '], 'AU')).toBe(true);
    expect(slideShownInRegion(['', 'gb'], 'AU')).toBe(false);
    expect(slideShownInRegion(['gb'], ' gb ')).toBe(true);
    expect(slideShownInRegion({ exclude: [' nz'] }, 'nz ')).toBe(false);
  });
});
