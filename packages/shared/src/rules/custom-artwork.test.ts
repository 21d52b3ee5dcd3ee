import { describe, expect, it } from 'vitest';
import {
  artworkSizeOptions,
  cropBox,
  cropPosition,
  maxZoom,
  pixelsForMm,
  requiredPixels,
  showsCustomArtworkTile,
} from './custom-artwork.ts';

const FOLDED = { dimensions: { width: 127, height: 178 }, bleed: { x: 3, y: 3 } };
const POSTCARD = { dimensions: { width: 148, height: 105 }, bleed: { x: 3, y: 3 } };

describe('the pixels a card front needs', () => {
  it('is the size with its bleed at 300 dpi, a part pixel rounded up', () => {
    expect(pixelsForMm(25.4)).toBe(300);
    expect(pixelsForMm(105)).toBe(1241);
    expect(requiredPixels(FOLDED)).toEqual({ width: 1571, height: 2174 });
    expect(requiredPixels(POSTCARD)).toEqual({ width: 1819, height: 1312 });
  });
});

describe('the crop', () => {
  it('is as large as fits at the bleed box’s proportions, centred', () => {
    const crop = cropBox({ width: 4000, height: 3000 }, FOLDED);
    expect(crop.height).toBe(3000);
    expect(crop.width).toBe(Math.round((3000 * 133) / 184));
    expect(crop.left).toBe(Math.round((4000 - crop.width) / 2));
    expect(crop.top).toBe(0);
  });

  it('moves to the edges and zooms in, staying inside the picture', () => {
    const image = { width: 4000, height: 3000 };
    const left = cropBox(image, FOLDED, { x: 0, y: 0 });
    expect(left.left).toBe(0);
    const right = cropBox(image, FOLDED, { x: 1 });
    expect(right.left + right.width).toBe(4000);
    const zoomed = cropBox(image, FOLDED, { x: 1, y: 1, zoom: 2 });
    expect(zoomed.height).toBe(1500);
    expect(zoomed.top + zoomed.height).toBe(3000);
    // Out-of-range positions are held at the edges; a zoom under 1 is 1.
    expect(cropBox(image, FOLDED, { x: 7, y: -3, zoom: 0.2 })).toEqual(
      cropBox(image, FOLDED, { x: 1, y: 0 }),
    );
  });

  it('zooms no further than leaves the pixels the card needs, and reads back where it sits', () => {
    const image = { width: 1571 * 3, height: 2174 * 3 };
    expect(maxZoom(image, FOLDED)).toBeCloseTo(3, 1);
    expect(maxZoom({ width: 1571, height: 2174 }, FOLDED)).toBe(1);
    const crop = cropBox(image, FOLDED, { x: 0.25, y: 0.75, zoom: 2 });
    const back = cropPosition(image, crop);
    expect(back.x).toBeCloseTo(0.25, 2);
    expect(back.y).toBeCloseTo(0.75, 2);
  });
});

describe('the custom-artwork tile', () => {
  const base = { organisationAllowsCustom: false, artist: false, customAllowed: true };
  it('in organisation mode follows the organisation’s allowCustom alone', () => {
    expect(showsCustomArtworkTile({ ...base, mode: 'organisation', organisationAllowsCustom: true })).toBe(
      true,
    );
    expect(
      showsCustomArtworkTile({ ...base, mode: 'organisation', organisationAllowsCustom: true, artist: true }),
    ).toBe(true);
    expect(showsCustomArtworkTile({ ...base, mode: 'organisation', organisationAllowsCustom: false })).toBe(
      false,
    );
  });

  it('outside it shows only without an artist and when custom is allowed', () => {
    expect(showsCustomArtworkTile({ ...base, mode: 'consumer' })).toBe(true);
    expect(showsCustomArtworkTile({ ...base, mode: 'consumer', artist: true })).toBe(false);
    expect(showsCustomArtworkTile({ ...base, mode: 'consumer', customAllowed: false })).toBe(false);
    // The organisation's switch means nothing outside organisation mode.
    expect(
      showsCustomArtworkTile({ ...base, mode: 'consumer', artist: true, organisationAllowsCustom: true }),
    ).toBe(false);
  });
});

describe('artworkSizeOptions', () => {
  const size = (id: string, width: number, height: number) => ({
    id,
    name: `${id} card`,
    dimensions: { width, height },
    bleed: { x: 3, y: 3 },
  });

  it('offers the artwork sizes in their order, with the pixels each front needs, leaving out the others', () => {
    const options = artworkSizeOptions([
      size('postcard', 148, 105),
      size('letter', 210, 297),
      size('folded', 127, 178),
    ]);
    expect(options.map((option) => option.id)).toEqual(['folded', 'postcard']);
    expect(options[0]).toEqual({
      id: 'folded',
      name: 'folded card',
      dimensions: { width: 127, height: 178 },
      needed: requiredPixels(size('folded', 127, 178)),
    });
  });
});
