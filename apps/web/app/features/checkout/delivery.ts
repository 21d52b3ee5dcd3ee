import type { Order } from '@cardshop/shared/contracts/orders';
import type { DeliveryWindowResult } from '@cardshop/shared/contracts/shipping';
import { formatIsoDay, formatPhpDate } from '@cardshop/shared/rules/dates';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { type ItemWindow, orderDeliveryEstimate } from './summary.ts';

const METHODS = new Set(['standard', 'tracked', 'express']);

/**
 * The delivery-window paths an order's items need, one per shipping method:
 * `/api/delivery-window/{method}/{date}/{country}[/{state}[/{postcode}]]`, from the day the order was
 * paid (in the region's calendar) to where the buyer's details say it goes. None without a country.
 */
export function deliveryWindowPaths(
  order: Pick<Order, 'items' | 'customer' | 'paidAt' | 'createdAt'>,
  timeZone: string,
  fallbackCountry: string | null,
): string[] {
  const country = order.customer?.country || fallbackCountry;
  if (!country) return [];
  const date = formatIsoDay(order.paidAt ?? order.createdAt, timeZone);
  const place = [
    country,
    order.customer?.adminAreaLevel1,
    order.customer?.adminAreaLevel1 ? order.customer?.postcode : null,
  ]
    .filter((part): part is string => !!part)
    .map(encodeURIComponent)
    .join('/');
  const methods = [...new Set(order.items.map((item) => item.shippingMethod))].filter((method) =>
    METHODS.has(method),
  );
  return methods.map((method) => `/api/delivery-window/${method}/${date}/${place}`);
}

/** A calendar day (YYYY-MM-DD) in a PHP date format, as that day (no time zone shifts it). */
export function formatCalendarDay(day: string, format: string): string {
  return formatPhpDate(`${day}T12:00:00Z`, format, 'UTC');
}

/** The order's delivery estimate, loaded after hydration: null while unknown or when none can be given. */
export function useDeliveryEstimate(
  order: Order | null,
  timeZone: string,
  fallbackCountry: string | null,
): ItemWindow | null {
  const [estimate, setEstimate] = useState<ItemWindow | null>(null);
  const paths = order ? deliveryWindowPaths(order, timeZone, fallbackCountry) : [];
  const key = paths.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the paths (joined in the key) say what to load
  useEffect(() => {
    if (paths.length === 0) return;
    let live = true;
    Promise.all(paths.map((path) => api<DeliveryWindowResult>(path).catch(() => null))).then((windows) => {
      if (live) setEstimate(orderDeliveryEstimate(windows));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return estimate;
}
