import type { Order } from '@cardshop/shared/contracts/orders';
import { normaliseRedeemCode } from '@cardshop/shared/rules/redeem-code';
import { expect } from 'vitest';
import type { createTestApp } from '../../test/test-app.ts';
import { type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { readPdf } from '../fulfilment/test-helpers.ts';
import {
  addCard,
  addCardPayload,
  giftCardChoice,
  giftCardObject,
  layoutOf,
  type WrittenCard,
  writtenCards,
} from '../orders/test-helpers.ts';
import type { checkoutHelpers } from '../payments/test-helpers.ts';

// Test helpers of redeeming: a folded card with a gift card inside, bought and paid through the real
// checkout, its print file rendered by fulfilment, and the code read back from the print file's text, as
// the recipient reads it in the card.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Checkout = Awaited<ReturnType<typeof checkoutHelpers>>;

export interface Verification {
  enable: boolean;
  email: string | null;
  phone: string | null;
}

export async function giftHelpers(t: TestApp, h: Checkout) {
  const folded = (await writtenCards(t)).find((card) => card.sizeId === 'folded') as WrittenCard;
  if (!folded) throw new Error('the seed has no written folded card');
  const fixed = await giftCardChoice(t);

  /** A gift card in a folded card, added (and paid unless `pay: false`) by `browser` or a new guest. */
  async function bought(options: { browser?: TestBrowser; verification?: Verification; pay?: boolean } = {}) {
    const browser = options.browser ?? testBrowser(t);
    await browser.check();
    const layout = layoutOf(folded);
    layout.pages[1]?.objects.push(giftCardObject(fixed.choice));
    const { item, order } = await addCard(
      browser,
      addCardPayload(folded, {
        layout,
        ...(options.verification ? { options: { giftCardVerification: options.verification } } : {}),
      }),
    );
    const lineId = item.related[0]?.id;
    if (!lineId) throw new Error('the card has no gift card line');
    const ref = { id: order.id, token: order.token };
    let paid: Order | null = null;
    if (options.pay !== false) {
      paid = await h.pay(browser, ref);
      expect(paid.status).toBe('paid');
    }
    return { browser, ref, itemId: item.id, lineId, order: paid ?? order };
  }

  /** Renders the card's print file (as the render job does) and answers its text and the code in it. */
  async function printed(itemId: string) {
    expect(await t.services.fulfilment.render(itemId)).toBe(true);
    const pages = await readPdf(await printFileOf(itemId));
    const text = pages.map((page) => page.text).join(' ');
    const match = text.match(/Code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/);
    if (!match?.[1]) throw new Error(`no code in the print file: ${text}`);
    return { text, printedCode: match[1], code: normaliseRedeemCode(match[1]) };
  }

  async function printFileOf(itemId: string): Promise<Uint8Array> {
    const { findPrintFile } = await import('../fulfilment/store.ts');
    const file = await findPrintFile(t.database.db, itemId);
    if (!file?.pdf) throw new Error('no print file in the database');
    return file.pdf;
  }

  /** A paid gift card with its code issued (its card printed). */
  async function issued(options: { browser?: TestBrowser; verification?: Verification } = {}) {
    const gift = await bought(options);
    return { ...gift, ...(await printed(gift.itemId)) };
  }

  return { folded, fixed, bought, printed, issued };
}
