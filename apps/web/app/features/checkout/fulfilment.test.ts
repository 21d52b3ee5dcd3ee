import { describe, expect, it } from 'vitest';
import { fulfilmentStatus } from './fulfilment.ts';

const item = (
  status: 'pending' | 'scheduled' | 'printed' | 'dispatched',
  extra: { dispatchedAt?: string; scheduledDate?: string } = {},
) => ({
  dispatch: { status, dispatchedAt: extra.dispatchedAt ?? null },
  scheduledDate: extra.scheduledDate ?? null,
});

describe('fulfilmentStatus', () => {
  it('says nothing while the order is unpaid', () => {
    expect(fulfilmentStatus(item('pending'))).toBeNull();
  });

  it('names the scheduled day, or only that it is scheduled', () => {
    expect(fulfilmentStatus(item('scheduled', { scheduledDate: '2030-03-14' }))).toEqual({
      key: 'checkout.item.status-scheduled-on',
      day: '2030-03-14',
    });
    expect(fulfilmentStatus(item('scheduled'))).toEqual({ key: 'checkout.item.status-scheduled' });
  });

  it('says printed, then when it was posted; a card for a later day keeps naming its day', () => {
    expect(fulfilmentStatus(item('printed'))).toEqual({ key: 'checkout.item.status-printed' });
    expect(fulfilmentStatus(item('printed', { scheduledDate: '2030-03-14' }))).toEqual({
      key: 'checkout.item.status-scheduled-on',
      day: '2030-03-14',
    });
    expect(fulfilmentStatus(item('dispatched', { dispatchedAt: '2030-03-13T13:00:05.000Z' }))).toEqual({
      key: 'checkout.item.status-dispatched',
      moment: '2030-03-13T13:00:05.000Z',
    });
  });
});
