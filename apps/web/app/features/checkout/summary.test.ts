import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { cardCount, pageCount, pageFromQuery, pageLinks, quoteKey, taxLine } from './summary.ts';

const item = (id: string, quantity: number, line: number, giftCard?: number) =>
  ({
    id,
    quantity,
    pricing: { unit: { grandTotal: 0 }, line: { grandTotal: line } },
    related:
      giftCard === undefined
        ? []
        : [
            {
              id: `${id}-gift`,
              quantity: 1,
              pricing: { unit: { grandTotal: 0 }, line: { grandTotal: giftCard } },
            },
          ],
  }) as unknown as OrderItem;

const order = (items: OrderItem[], couponCode: string | null = null) =>
  ({ id: 'order-1', items, couponCode }) as unknown as Pick<Order, 'id' | 'items' | 'couponCode'>;

describe('the tax line', () => {
  it('says the prices include GST in Australia and New Zealand, VAT in the United Kingdom', () => {
    expect(taxLine({ tax: 100 }, 'AU')).toEqual({ name: 'GST', rate: 10, included: true, amount: 100 });
    expect(taxLine({ tax: 150 }, 'NZ')).toMatchObject({ name: 'GST', included: true });
    expect(taxLine({ tax: 200 }, 'GB')).toMatchObject({ name: 'VAT', included: true });
  });

  it('adds GST on top in Canada', () => {
    expect(taxLine({ tax: 50 }, 'CA')).toEqual({ name: 'GST', rate: 5, included: false, amount: 50 });
  });

  it('has no line where no tax is collected, unless the server charged one anyway', () => {
    expect(taxLine({ tax: 0 }, 'US')).toBeNull();
    expect(taxLine({ tax: 30 }, 'US')).toEqual({ name: '', rate: 0, included: false, amount: 30 });
    expect(taxLine({ tax: 0 }, undefined)).toBeNull();
  });
});

describe('counting and keying an order', () => {
  it('counts the cards of every line', () => {
    expect(cardCount(order([item('a', 10, 0), item('b', 2, 0)]))).toBe(12);
  });

  it('changes the quote key when a quantity, a line total or the code changes, and only then', () => {
    const base = quoteKey(order([item('a', 10, 1500)]));
    expect(quoteKey(order([item('a', 10, 1500)]))).toBe(base);
    expect(quoteKey(order([item('a', 11, 1500)]))).not.toBe(base);
    expect(quoteKey(order([item('a', 10, 1650)]))).not.toBe(base);
    expect(quoteKey(order([item('a', 10, 1500)], 'SAVE10'))).not.toBe(base);
    expect(quoteKey(null)).toBe('');
    // A gift card put in, or changed, inside a card changes what is charged.
    const withGift = quoteKey(order([item('a', 10, 1500, 5000)]));
    expect(withGift).not.toBe(base);
    expect(quoteKey(order([item('a', 10, 1500, 10000)]))).not.toBe(withGift);
  });
});

describe('pages of items', () => {
  it('has at least one page, 25 items to a page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('reads the page from the address, 1 for anything that is not a whole number from 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromQuery(value)).toBe(1);
  });

  it('links every page of a short list', () => {
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('links the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageLinks(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
