import { DEFAULT_SHIPPING_METHOD } from '@cardshop/shared/constants';
import type { ShippingOption } from '@cardshop/shared/contracts/shipping';
import { formatShortDay } from '@cardshop/shared/rules/dates';
import { useCallback, useEffect, useState } from 'react';
import { track } from './analytics/journey.ts';
import { api } from './api.ts';

// Shipping options of the blank-purchase modal and the card writer's compose panel: they load once the
// destination's country is known, with loading, failed (retry) and empty (close, and an 'Unsupported
// Country' shipping event) states.

/** Where the shipping options stand. */
export type ShippingStatus = 'idle' | 'loading' | 'failed' | 'empty' | 'ready';

export interface Destination {
  country: string;
  adminAreaLevel1?: string | null;
  postcode?: string | null;
}

/** `GET /api/shipping/{country}[/{adminAreaLevel1}[/{postcode}]]`, each segment encoded; null without a country. */
export function shippingPath(destination: Destination | null): string | null {
  const country = destination?.country.trim().toUpperCase();
  if (!destination || !country) return null;
  const segments = [country];
  const state = destination.adminAreaLevel1?.trim();
  const postcode = destination.postcode?.trim();
  // The postcode segment needs the state segment before it.
  if (state) {
    segments.push(state);
    if (postcode) segments.push(postcode);
  }
  return `/api/shipping/${segments.map(encodeURIComponent).join('/')}`;
}

/** Who a parcel goes to: the recipient directly, or the sender. */
export type ShipTo = ShippingOption['shipTo'][number];

/** The options that post to `shipTo`. */
export function shipToOptions(options: readonly ShippingOption[], shipTo: ShipTo): ShippingOption[] {
  return options.filter((option) => option.shipTo.includes(shipTo));
}

/** Blanks travel to the buyer: the options that post to the sender. */
export function blankOptions(options: readonly ShippingOption[]): ShippingOption[] {
  return shipToOptions(options, 'sender');
}

/** The method to preselect: the one kept if still offered, else standard, else the first. */
export function defaultMethod(options: readonly ShippingOption[], kept: string | null): string | null {
  if (kept && options.some((option) => option.type === kept)) return kept;
  return (options.find((option) => option.type === DEFAULT_SHIPPING_METHOD) ?? options[0])?.type ?? null;
}

/** A delivery window's dates as shown ('Mar 1st 2026'); one date when both ends are the same day. */
export function deliveryDates(
  window: ShippingOption['window'],
): { from: string; to: string } | { on: string } {
  return window.minDeliveryDate === window.maxDeliveryDate
    ? { on: formatShortDay(window.minDeliveryDate) }
    : { from: formatShortDay(window.minDeliveryDate), to: formatShortDay(window.maxDeliveryDate) };
}

export interface ShippingLoad {
  status: ShippingStatus;
  options: ShippingOption[];
  retry(): void;
}

/**
 * Loads the shipping options to `shipTo` (blanks: the sender) for a destination whenever its country,
 * state or postcode changes. An empty answer records 'Unsupported Country' once per destination.
 */
export function useShippingOptions(
  destination: Destination | null,
  shipTo: ShipTo = 'sender',
  /** A written card's price includes standard post, so its options cost only the difference. */
  item: 'blank' | 'written' = 'blank',
): ShippingLoad {
  const address = shippingPath(destination);
  // The same destination asked for another recipient is another answer.
  const path = address ? `${address}${item === 'written' ? '?item=written' : ''}#${shipTo}` : null;
  const [state, setState] = useState<{
    path: string | null;
    status: ShippingStatus;
    options: ShippingOption[];
  }>({ path: null, status: 'idle', options: [] });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try; `path` names `shipTo`
  useEffect(() => {
    if (!path) {
      setState({ path: null, status: 'idle', options: [] });
      return;
    }
    let live = true;
    setState({ path, status: 'loading', options: [] });
    const [url = ''] = path.split('#');
    api<ShippingOption[]>(url).then(
      (answer) => {
        if (!live) return;
        const options = shipToOptions(answer, shipTo);
        if (options.length === 0) {
          track({ category: 'shipping', event: 'Unsupported Country', label: url.split(/[/?]/)[3] ?? '' });
        }
        setState({ path, status: options.length > 0 ? 'ready' : 'empty', options });
      },
      () => {
        if (live) setState({ path, status: 'failed', options: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect has run for a new destination, the old answer does not count.
  const current = state.path === path ? state : { status: path ? 'loading' : 'idle', options: [] };
  return { status: current.status as ShippingStatus, options: current.options, retry };
}
