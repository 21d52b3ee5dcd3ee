import { DIMENSION_VISUAL_PX, DIMENSION_VISUAL_SMALL_PX } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { dimensionVisualSize } from './dimension-visual.tsx';

describe('the dimension drawing', () => {
  it('draws a card at its proportions with the longer side 90 px, or 66 px on small screens', () => {
    expect(dimensionVisualSize({ width: 105, height: 148 }, DIMENSION_VISUAL_PX)).toEqual({
      width: 64,
      height: 90,
    });
    expect(dimensionVisualSize({ width: 148, height: 105 }, DIMENSION_VISUAL_SMALL_PX)).toEqual({
      width: 66,
      height: 47,
    });
    expect(dimensionVisualSize({ width: 0, height: 0 }, 90)).toEqual({ width: 90, height: 90 });
  });
});
