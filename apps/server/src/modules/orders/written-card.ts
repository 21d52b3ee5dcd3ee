import { DocumentMigrationError, migrateDocument } from '@cardshop/document/migrate';
import type { CardDocument, CardSizeSpec } from '@cardshop/document/schema';
import { validateDocument } from '@cardshop/document/validate';
import type { AddCardSchema } from '@cardshop/shared/contracts/compose';
import type { FieldErrors } from '@cardshop/shared/contracts/envelope';
import { isSchedulableDay } from '@cardshop/shared/rules/schedule';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { EditorService } from '../editor/service.ts';
import type { PrintCheck } from '../fulfilment/printability.ts';
import type { ShippingRegion, ShippingService } from '../shipping/service.ts';
import { giftCardChoiceOf } from './gift-card-lines.ts';
import * as store from './store.ts';

// The checks of `POST /api/order/add-card` that need no order: the card written, its layout and its
// posting address (writtenCard), and the day it is sent (scheduledDayOf).

type AddCard = z.output<typeof AddCardSchema>;

/** The card format of cards the shop writes and posts (`cards.formats`); blanks are 'blank'. */
export const WRITTEN_FORMAT = 'printed';

export interface WrittenCardDeps {
  shipping: Pick<ShippingService, 'validateAddress'>;
  /** The fonts a written card's text may use. */
  editor: Pick<EditorService, 'fontIds'>;
  /** What the print renderer cannot print of a layout (fulfilment/printability.ts). */
  printCheck: PrintCheck;
}

/**
 * The layout of a card the shop writes: the card is sold written, and its layout (migrated to the current
 * version) fits its size and fonts, can be printed, and holds a gift card only where there is room. The
 * problems as field errors under `layout.`; the checked document when there are none. A 422 for a card
 * that is unknown or not sold written.
 */
export async function writtenLayout(db: Db, deps: WrittenCardDeps, cardId: string, input: unknown) {
  const spec = await store.cardPrintSpec(db, cardId);
  if (!spec) throw new ValidationError({ cardId: ['validation.in'] });
  if (!spec.formats.includes(WRITTEN_FORMAT))
    throw new ValidationError({ cardId: ['validation.unavailable'] });

  const errors: FieldErrors = {};
  let layout: CardDocument | null = null;
  let giftCard: ReturnType<typeof giftCardChoiceOf>['choice'] = null;
  try {
    const checked = validateDocument(migrateDocument(input), {
      size: { ...spec, pages: spec.pages as CardSizeSpec['pages'] },
      fonts: deps.editor.fontIds(),
    });
    if (!checked.ok) {
      for (const [path, keys] of Object.entries(checked.errors)) {
        errors[path ? `layout.${path}` : 'layout'] = keys;
      }
    } else if (checked.document.sizeId !== spec.sizeId) {
      errors['layout.sizeId'] = ['validation.in'];
    } else {
      // What could not be printed once the order is paid is refused now (fonts' glyphs, real widths,
      // decal shapes, QR capacity, images).
      for (const [path, keys] of Object.entries(await deps.printCheck(checked.document))) {
        errors[`layout.${path}`] = keys;
      }
      // A gift card goes only in a size with room for one (card sizes' giftCards), one a card, and
      // with the buyer's choice of gift card, amount and region.
      const gift = giftCardChoiceOf(checked.document, spec.giftCards);
      Object.assign(errors, gift.errors);
      giftCard = gift.choice;
      layout = checked.document;
    }
  } catch (error) {
    if (!(error instanceof DocumentMigrationError)) throw error;
    errors.layout = ['validation.invalid'];
  }

  return { spec, layout, giftCard, errors };
}

/**
 * The checks of a written card that need no order: the card is sold written, its layout (migrated to
 * the current version) fits its size and fonts, and the posting address keeps the country rules. All
 * problems come back together as one 422 (`layout.…`, `recipient.…`, `sender.…`).
 */
export async function writtenCard(db: Db, deps: WrittenCardDeps, input: AddCard) {
  const { spec, layout, giftCard, errors } = await writtenLayout(db, deps, input.cardId, input.layout);

  const who = input.shipping.type === 'D' ? 'recipient' : 'sender';
  const party = input[who];
  const checked = await deps.shipping.validateAddress({
    address: party.address,
    address2: party.address2,
    locality: party.locality,
    adminAreaLevel1: party.adminAreaLevel1,
    postcode: party.postcode,
    country: party.country,
  });
  if (!checked.valid) {
    for (const [field, keys] of Object.entries(checked.errors)) errors[`${who}.${field}`] = keys;
  }
  if (!layout || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { spec, layout, giftCard, who, address: checked.address };
}

/** The day a card is scheduled for: null for 'now'; a 422 unless after today and within the limit. */
export function scheduledDayOf(
  shipping: Pick<ShippingService, 'today'>,
  input: AddCard,
  region: ShippingRegion,
): string | null {
  if (input.schedule.type === 'now') return null;
  if (!isSchedulableDay(input.schedule.date, shipping.today(region))) {
    throw new ValidationError({ 'schedule.date': ['validation.schedule-date'] });
  }
  return input.schedule.date;
}
