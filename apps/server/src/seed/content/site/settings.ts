import type { BusinessPricingSeed, BusinessTierSeed, SiteSettingsSeed } from '../../types.ts';

// Site-wide settings, business volume pricing and the per-region prices of extras. All amounts are minor units
// (cents, pence) of the region's currency.

export const SITE_SETTINGS: SiteSettingsSeed = {
  brand: {
    name: 'Cardshop',
    tagline: 'Real cards, written by hand and posted for you.',
    email: 'support@cardshop.example',
    phone: '(02) 5550 4821',
    defaultAddress: [
      'Cardshop Pty Ltd',
      'Studio 4, 112 Paperbark Street',
      'Marrickville NSW 2204',
      'Australia',
    ],
  },
  socials: {
    facebook: 'https://www.facebook.com/cardshop',
    twitter: 'https://twitter.com/cardshop',
    instagram: 'https://www.instagram.com/cardshop',
    linkedin: 'https://www.linkedin.com/company/cardshop',
  },
};

// The volume bands every region shares; the last is open-ended.
const BANDS: Array<[number, number | null]> = [
  [1, 49],
  [50, 99],
  [100, 249],
  [250, 499],
  [500, 999],
  [1000, null],
];

/** Pairs each band with its unit charge; the saving is against the first band's charge, rounded. */
const tiers = (unitCharges: number[]): BusinessTierSeed[] => {
  if (unitCharges.length !== BANDS.length) throw new Error(`Expected ${BANDS.length} unit charges`);
  const base = unitCharges[0]!;
  return BANDS.map(([fromUnits, toUnits], index) => {
    const unitCharge = unitCharges[index]!;
    return { fromUnits, toUnits, unitCharge, savingPercent: Math.round((1 - unitCharge / base) * 100) };
  });
};

export const BUSINESS_PRICING: BusinessPricingSeed[] = [
  { region: 'AU', currency: 'AUD', postage: 150, tiers: tiers([695, 645, 595, 545, 495, 445]) },
  { region: 'US', currency: 'USD', postage: 73, tiers: tiers([595, 555, 515, 475, 435, 395]) },
  { region: 'GB', currency: 'GBP', postage: 135, tiers: tiers([395, 365, 335, 305, 285, 265]) },
  { region: 'CA', currency: 'CAD', postage: 115, tiers: tiers([725, 675, 625, 575, 525, 475]) },
  { region: 'NZ', currency: 'NZD', postage: 190, tiers: tiers([745, 695, 645, 595, 545, 495]) },
];

// A premium (lined, heavier) envelope in place of the standard one, per card.
export const ENVELOPE_COSTS: Record<string, number> = { AU: 150, US: 99, GB: 75, CA: 125, NZ: 150 };

export const GLOBAL_FEATURES: Record<string, boolean> = {
  giftCards: true,
  scheduling: true,
  business: true,
  artistStudio: true,
  bulkSend: true,
  aiComposer: false,
};

// One-off prices for turning a business's handwriting sample into a custom style, or a signature into a pen path.
export const BUSINESS_CONVERSIONS: {
  handwriting: Record<string, number>;
  signature: Record<string, number>;
} = {
  handwriting: { AU: 24900, US: 16900, GB: 12900, CA: 22900, NZ: 26900 },
  signature: { AU: 4900, US: 3500, GB: 2900, CA: 4500, NZ: 5500 },
};
