import { TOUCH_RESET_MS } from '@cardshop/shared/constants';

// A tap on a touch screen is followed by emulated mouse events (mouseenter, mouseover …). Hover
// behaviours (an alert or a notification pausing its auto-dismiss) must not take those for a mouse: a
// paused alert on a phone would never leave, as no mouseleave comes. So mouse events within 2,500 ms of
// a touch (spec: touch gesture reset) are taken as emulated.

let lastTouch = Number.NEGATIVE_INFINITY;
let listening = false;

/** Whether a mouse event at `now` follows a touch too closely to be a real mouse. */
export function isEmulatedMouse(now: number, touchedAt: number = lastTouch): boolean {
  return now - touchedAt < TOUCH_RESET_MS;
}

/** Starts noting touches (once a page; browser only). */
export function watchTouches(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'touchstart',
    () => {
      lastTouch = Date.now();
    },
    { passive: true, capture: true },
  );
}

/** Mouse enter and leave handlers that ignore emulated mouse events. */
export function mouseHover(onEnter: () => void, onLeave: () => void) {
  watchTouches();
  return {
    onMouseEnter: () => {
      if (!isEmulatedMouse(Date.now())) onEnter();
    },
    onMouseLeave: () => {
      if (!isEmulatedMouse(Date.now())) onLeave();
    },
  };
}
