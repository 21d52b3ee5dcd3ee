import { describe, expect, it } from 'vitest';
import { parsePurchaseHash, purchaseHash } from './purchase-hash.ts';

const ID = '212b9145-017d-5373-8558-16b750270453';

describe('parsePurchaseHash', () => {
  it('reads the three modes a link can open, with or without the leading #', () => {
    expect(parsePurchaseHash(`#details-${ID}`)).toEqual({ mode: 'details', id: ID });
    expect(parsePurchaseHash(`#blank-${ID}`)).toEqual({ mode: 'blank', id: ID });
    expect(parsePurchaseHash(`personalised-${ID}`)).toEqual({ mode: 'personalised', id: ID });
  });

  it('ignores other hashes: other modes, FAQ anchors, empty', () => {
    for (const hash of [
      '',
      '#',
      `#single-${ID}`,
      `#bulk-${ID}`,
      '#faq-how-long-does-postage-take',
      `#${ID}`,
    ]) {
      expect(parsePurchaseHash(hash), hash).toBeNull();
    }
  });

  it('wants the full 36-character lowercase id and nothing after it', () => {
    expect(parsePurchaseHash(`#details-${ID.toUpperCase()}`)).toBeNull();
    expect(parsePurchaseHash(`#details-${ID.slice(0, 35)}`)).toBeNull();
    expect(parsePurchaseHash(`#details-${ID}0`)).toBeNull();
    expect(parsePurchaseHash(`#details-${ID.replaceAll('-', '')}`)).toBeNull();
    expect(parsePurchaseHash(`#details-${ID}?x=1`)).toBeNull();
    expect(parsePurchaseHash(`#details-g12b9145-017d-5373-8558-16b750270453`)).toBeNull();
  });
});

describe('purchaseHash', () => {
  it('gives details, blank and personalised a hash the parser reads back', () => {
    for (const mode of ['details', 'blank', 'personalised'] as const) {
      const hash = purchaseHash(mode, ID);
      expect(hash).toBe(`${mode}-${ID}`);
      expect(parsePurchaseHash(`#${hash}`)).toEqual({ mode, id: ID });
    }
  });

  it('gives single and bulk none', () => {
    expect(purchaseHash('single', ID)).toBeUndefined();
    expect(purchaseHash('bulk', ID)).toBeUndefined();
  });
});
