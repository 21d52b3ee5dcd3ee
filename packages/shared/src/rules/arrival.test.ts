import { describe, expect, it } from 'vitest';
import { arrivalMessage, arrivalOf, orderArrival } from './arrival.ts';

// An AU standard letter: posted the next business day, 2 to 5 business days in transit.
const rate = { carrier: 'Australia Post', handlingDays: 1, days: { min: 2, max: 5 } };
const base = { regionIso: 'AU', rate, cutoff: '14:00' } as const;

describe('when a card is posted and arrives', () => {
  it('counts a card scheduled for a Sunday from the Monday after, then the handling day', () => {
    // Ordered on Thursday 26 November 2026 for Sunday 6 December.
    expect(
      arrivalOf({ ...base, orderDay: '2026-11-26', orderMinutes: 600, scheduledDate: '2026-12-06' }),
    ).toEqual({
      carrier: 'Australia Post',
      dispatchDate: '2026-12-08',
      minDeliveryDate: '2026-12-10',
      maxDeliveryDate: '2026-12-15',
    });
  });

  it('gives a scheduled card the same dates whenever it was ordered or paid before its day', () => {
    const scheduled = { ...base, scheduledDate: '2026-12-06' };
    const inTheCart = arrivalOf({ ...scheduled, orderDay: '2026-11-26', orderMinutes: 1200 });
    const paidLater = arrivalOf({ ...scheduled, orderDay: '2026-12-01', orderMinutes: 60 });
    expect(paidLater).toEqual(inTheCart);
  });

  it('sends a card scheduled for a day already past as soon as it can go', () => {
    const past = arrivalOf({
      ...base,
      orderDay: '2026-12-09',
      orderMinutes: 600,
      scheduledDate: '2026-12-06',
    });
    const now = arrivalOf({ ...base, orderDay: '2026-12-09', orderMinutes: 600 });
    expect(past).toEqual(now);
    expect(now.dispatchDate).toBe('2026-12-10');
  });

  it('counts an order after the cut-off from the next business day', () => {
    const before = arrivalOf({ ...base, orderDay: '2026-11-26', orderMinutes: 13 * 60 + 59 });
    const after = arrivalOf({ ...base, orderDay: '2026-11-26', orderMinutes: 14 * 60 });
    expect(before.dispatchDate).toBe('2026-11-27');
    // Friday 27th counts, the weekend does not: posted Monday 30th.
    expect(after.dispatchDate).toBe('2026-11-30');
  });

  it('skips the public holidays of the region and adds remote days', () => {
    // Thursday 24 December: Christmas, Boxing Day (substitute Monday 28th) and the weekend pass first.
    const christmas = arrivalOf({ ...base, orderDay: '2026-12-24', orderMinutes: 600, extraDays: 2 });
    expect(christmas.dispatchDate).toBe('2026-12-29');
    expect(christmas.minDeliveryDate).toBe('2027-01-05');
  });
});

describe('how an arrival reads', () => {
  it("writes the days in the spec's format, 'MMM Do YYYY'", () => {
    expect(
      arrivalMessage({
        dispatchDate: '2026-12-08',
        minDeliveryDate: '2026-12-10',
        maxDeliveryDate: '2026-12-15',
      }),
    ).toEqual({
      key: 'range',
      values: { dispatch: 'Dec 8th 2026', from: 'Dec 10th 2026', to: 'Dec 15th 2026' },
    });
  });

  it('names one day when the window is a single day', () => {
    expect(
      arrivalMessage({
        dispatchDate: '2026-12-01',
        minDeliveryDate: '2026-12-02',
        maxDeliveryDate: '2026-12-02',
      }),
    ).toEqual({ key: 'on', values: { dispatch: 'Dec 1st 2026', on: 'Dec 2nd 2026' } });
  });
});

describe('the arrival of a whole order', () => {
  it('spans from the earliest first day to the latest last day of its items', () => {
    expect(
      orderArrival([
        { dispatchDate: '2026-05-18', minDeliveryDate: '2026-05-20', maxDeliveryDate: '2026-05-22' },
        null,
        { dispatchDate: '2026-05-19', minDeliveryDate: '2026-05-19', maxDeliveryDate: '2026-05-26' },
      ]),
    ).toEqual({ dispatchDate: '2026-05-18', minDeliveryDate: '2026-05-19', maxDeliveryDate: '2026-05-26' });
  });

  it('has none when no item has one', () => {
    expect(orderArrival([null])).toBeNull();
    expect(orderArrival([])).toBeNull();
  });
});
