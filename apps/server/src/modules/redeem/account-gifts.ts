import { GIFT_RESENDS_PER_DAY } from '@cardshop/shared/constants';
import type { AccountGift, GiftState } from '@cardshop/shared/contracts/redeem';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import { TooManyRequestsError } from '../../platform/rate-limit.ts';
import { GIFT_CARD_IMAGE } from '../orders/gift-card-lines.ts';
import type { RedeemLog, RedeemService } from './service.ts';
import * as store from './store.ts';

export type AccountGiftsService = ReturnType<typeof createAccountGiftsService>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The gift cards an account sent (`/account/gifts`, decision 0026): the gift card lines of its paid
 * orders, each with its progress (paid → printed → posted → redeemed, or expired unredeemed). Another
 * account's line, an unpaid order's and an unknown id are the same 404. The buyer may resend the voucher
 * e-mail to the address the recipient gave, GIFT_RESENDS_PER_DAY times a day; never to another.
 */
export function createAccountGiftsService(db: Db, deps: { redeem: RedeemService; clock: () => Date }) {
  const { redeem, clock } = deps;
  let log: RedeemLog = { error: (details, message) => console.error(message, details) };

  /** Redeemed for the buyer: the voucher is issued (a claim still waiting on the supplier is not yet). */
  const voucherIssued = (row: store.AccountGiftRow) => !!row.redemption?.voucherSealed;

  function resendsLeft(row: store.AccountGiftRow): boolean {
    const redemption = row.redemption;
    if (!redemption?.voucherSealed) return false;
    const start = redemption.resendWindowStart;
    return (
      !start || start.getTime() < clock().getTime() - DAY_MS || redemption.resendCount < GIFT_RESENDS_PER_DAY
    );
  }

  function stateOf(row: store.AccountGiftRow): GiftState {
    if (voucherIssued(row)) return 'redeemed';
    if (redeem.isExpired(row)) return 'expired';
    if (row.postedAt) return 'posted';
    if (row.printedAt) return 'printed';
    return 'paid';
  }

  function toAccountGift(row: store.AccountGiftRow): AccountGift {
    const giftCardName = row.giftCardName ?? 'Gift card';
    const cardName = row.cardName ?? 'Card';
    return {
      id: row.lineId,
      orderId: row.orderId,
      card: {
        itemId: row.orderItemId,
        name: cardName,
        imageSrc: imageSources(`/images/cards/${row.cardId}/front`, { width: 480, height: 480 }, cardName)
          .src,
      },
      recipientName: row.recipientName,
      giftCard: {
        id: row.giftCardId,
        name: giftCardName,
        imageSrc: imageSources(`/images/gift-cards/${row.giftCardId}`, GIFT_CARD_IMAGE, giftCardName).src,
      },
      amount: row.amount,
      currency: row.currency,
      state: stateOf(row),
      paidAt: (row.paidAt ?? new Date(0)).toISOString(),
      printedAt: row.printedAt?.toISOString() ?? null,
      postedAt: row.postedAt?.toISOString() ?? null,
      redeemedAt: voucherIssued(row) ? (row.redemption?.redeemedAt?.toISOString() ?? null) : null,
      validUntil: row.redemption?.validUntil ?? null,
      verification: {
        enable: row.verification.enable,
        email: row.verification.email ?? null,
        phone: row.verification.phone ?? null,
      },
      canResend: resendsLeft(row),
    };
  }

  async function own(userId: string, id: string): Promise<store.AccountGiftRow> {
    const row = await store.accountGift(db, userId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    /** Logs through the app's logger once the app exists. */
    useLog(logger: RedeemLog) {
      log = logger;
    },

    /** `GET /api/account/gifts`: newest first. */
    async list(userId: string): Promise<AccountGift[]> {
      return (await store.accountGifts(db, userId)).map(toAccountGift);
    },

    /**
     * `GET /api/account/gifts/{id}`; with `refresh` the supplier is asked for the voucher's state first
     * (when it can tell; its failure does not fail the answer).
     */
    async get(userId: string, id: string, options: { refresh?: boolean } = {}): Promise<AccountGift> {
      const row = await own(userId, id);
      if (options.refresh && voucherIssued(row) && redeem.supplier.status) {
        try {
          await redeem.supplier.status(row.lineId);
        } catch (error) {
          log.error({ lineId: row.lineId, err: error }, 'asking the gift-card supplier for a voucher failed');
        }
      }
      return toAccountGift(row);
    },

    /**
     * `POST /api/account/gifts/{id}/resend`: the voucher e-mail again, to the address the recipient
     * gave when redeeming. 409 gift.not-redeemed before that; 429 over the day's resends.
     */
    async resend(userId: string, id: string): Promise<AccountGift> {
      const row = await own(userId, id);
      const redemption = row.redemption;
      if (!redemption?.voucherSealed || !redemption.redeemedEmail)
        throw new HttpError(409, 'gift.not-redeemed');
      const now = clock();
      if (!(await store.takeResend(db, row.lineId, now, GIFT_RESENDS_PER_DAY))) {
        const start = redemption.resendWindowStart?.getTime() ?? now.getTime();
        throw new TooManyRequestsError(Math.max(1, Math.ceil((start + DAY_MS - now.getTime()) / 1000)));
      }
      const voucher = redeem.openVoucher(row.lineId, redemption.voucherSealed);
      await redeem.mailVoucher(row, voucher, redemption.redeemedEmail);
      return toAccountGift(await own(userId, id));
    },
  };
}
