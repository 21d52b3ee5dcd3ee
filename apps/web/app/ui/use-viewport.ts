import { BREAKPOINT_SMALL_TABLET } from '@cardshop/shared/constants';
import { belowWidth } from '@cardshop/shared/rules/media';
import { useEffect, useState } from 'react';

// The spec's breakpoints for what CSS cannot decide alone (a drawing's size): small screens (phones and
// small tablets) under 1100 px. False on the server and until the page has hydrated, so both renders
// agree; then it follows the window.

/** Whether the window is narrower than `width` px. */
export function useViewportBelow(width: number): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(belowWidth(width));
    const update = () => setBelow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [width]);
  return below;
}

/** Phones and small tablets (under 1100 px). */
export const useSmallScreen = () => useViewportBelow(BREAKPOINT_SMALL_TABLET);
