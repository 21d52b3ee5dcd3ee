import { DIMENSION_VISUAL_PX, DIMENSION_VISUAL_SMALL_PX } from '@cardshop/shared/constants';
import { useSmallScreen } from '../../ui/use-viewport.ts';

/** The drawing's width and height: the card's proportions with its longer side `size` px. */
export function dimensionVisualSize(
  dimensions: { width: number; height: number },
  size: number,
): { width: number; height: number } {
  const longer = Math.max(dimensions.width, dimensions.height);
  if (longer <= 0) return { width: size, height: size };
  return {
    width: Math.round((dimensions.width / longer) * size),
    height: Math.round((dimensions.height / longer) * size),
  };
}

/** A card's outline at its proportions beside its size in mm and inches: 90 px, 66 px on small screens. */
export function DimensionVisual({ dimensions }: { dimensions: { width: number; height: number } }) {
  const size = useSmallScreen() ? DIMENSION_VISUAL_SMALL_PX : DIMENSION_VISUAL_PX;
  const { width, height } = dimensionVisualSize(dimensions, size);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="shrink-0">
      <rect
        x={(size - width) / 2 + 0.5}
        y={(size - height) / 2 + 0.5}
        width={Math.max(1, width - 1)}
        height={Math.max(1, height - 1)}
        rx={2}
        className="fill-sand stroke-ink-soft"
      />
    </svg>
  );
}
