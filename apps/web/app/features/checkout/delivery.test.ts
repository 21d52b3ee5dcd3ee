import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { deliveryWindowPaths, formatCalendarDay } from './delivery.ts';

const item = (shippingMethod: string) => ({ shippingMethod }) as OrderItem;
const base = {
  items: [item('standard'), item('express'), item('standard')],
  paidAt: '2026-05-14T23:30:00Z',
  createdAt: '2026-05-14T20:00:00Z',
  customer: {
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    country: 'AU',
    adminAreaLevel1: 'NSW',
    postcode: '2010',
  },
} as unknown as Order;

describe('the delivery windows an order asks for', () => {
  it('asks once per shipping method, from the day it was paid in the region, to the buyer’s address', () => {
    expect(deliveryWindowPaths(base, 'Australia/Sydney', null)).toEqual([
      '/api/delivery-window/standard/2026-05-15/AU/NSW/2010',
      '/api/delivery-window/express/2026-05-15/AU/NSW/2010',
    ]);
  });

  it('falls back to the region’s own country, and leaves out a postcode without a state', () => {
    const noAddress = {
      ...base,
      customer: { ...base.customer!, country: null, adminAreaLevel1: null },
    } as Order;
    expect(deliveryWindowPaths(noAddress, 'UTC', 'GB')).toEqual([
      '/api/delivery-window/standard/2026-05-14/GB',
      '/api/delivery-window/express/2026-05-14/GB',
    ]);
    expect(deliveryWindowPaths(noAddress, 'UTC', null)).toEqual([]);
  });

  it('ignores a method the shop does not know', () => {
    expect(deliveryWindowPaths({ ...base, items: [item('pigeon')] }, 'UTC', 'AU')).toEqual([]);
  });
});

describe('a calendar day in the region’s format', () => {
  it('prints that day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-05-18', 'd/m/Y')).toBe('18/05/2026');
    expect(formatCalendarDay('2026-05-18', 'm/d/Y')).toBe('05/18/2026');
  });
});
