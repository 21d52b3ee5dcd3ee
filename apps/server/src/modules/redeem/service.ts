import {
  REDEEM_FAILURE_WINDOW_MIN,
  REDEEM_FAILURES_PER_IP,
  REDEEM_VERIFICATION_ATTEMPTS,
  REDEEM_VERIFICATION_RESEND_S,
  REDEEM_VERIFICATION_TTL_MIN,
} from '@cardshop/shared/constants';
import type {
  RedeemGift,
  RedeemResult,
  VerificationChannel,
  VerificationSent,
  Voucher,
} from '@cardshop/shared/contracts/redeem';
import { mailMessagesFor } from '@cardshop/shared/i18n/messages';
import { validUntilOf } from '@cardshop/shared/rules/gift-card-validity';
import { formatMoney } from '@cardshop/shared/rules/money';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import { imageSources } from '../../platform/images.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { createRateLimiter, type RateLimit, TooManyRequestsError } from '../../platform/rate-limit.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { ConfigService } from '../config/service.ts';
import type { DrawnCode } from '../fulfilment/service.ts';
import { GIFT_CARD_IMAGE } from '../orders/gift-card-lines.ts';
import { zonedMoment } from '../shipping/calendar.ts';
import { createRedeemSecrets, maskEmail, maskPhone } from './secrets.ts';
import * as store from './store.ts';
import type { GiftCardSupplier } from './supplier.ts';

export type RedeemService = ReturnType<typeof createRedeemService>;

/** Wrong redemption codes one client address may try in a window (counted only when wrong). */
export const REDEEM_FAILURE_LIMIT: RateLimit = {
  limit: REDEEM_FAILURES_PER_IP,
  windowSeconds: REDEEM_FAILURE_WINDOW_MIN * 60,
};
/** Verification codes one gift card may be sent in an hour (besides the wait between two). */
export const REDEEM_VERIFICATION_SENDS: RateLimit = { limit: 5, windowSeconds: 3600 };
/**
 * A claim that never stored its voucher (the server stopped between claiming and the supplier's answer)
 * may be taken again after this: the supplier's idempotency key answers the same voucher.
 */
export const REDEEM_CLAIM_STALE_MS = 5 * 60 * 1000;

export interface RedeemLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** A line with an issued code. */
type IssuedLine = store.RedeemLine & { redemption: NonNullable<store.RedeemLine['redemption']> };

/** The one answer for a wrong code, an unknown gift card and another gift card's code. */
const wrongCode = () => new ValidationError({ code: ['validation.redeem-code'] });
const redeemedAlready = () => new HttpError(409, 'redeem.redeemed');
const expired = () => new HttpError(409, 'redeem.expired');
const verificationExpired = () =>
  new ValidationError({ verificationCode: ['validation.verification-expired'] });

/**
 * Redeeming a gift card sent inside a card (issue 17; docs/decisions/0026-redeeming-gift-cards.md). A paid
 * gift card line gets a random code when its card's print file is made (`issue`, called by fulfilment),
 * kept only as a keyed hash. The recipient checks the code with the line's id (or finds the line by the
 * code alone), confirms with a verification code sent to the address the buyer gave when the buyer asked
 * for one, and the line is claimed once, atomically; the supplier issues the voucher, which is kept
 * sealed, e-mailed to the recipient and answered.
 */
export function createRedeemService(
  db: Db,
  deps: {
    config: ConfigService;
    mailer: Mailer;
    sms: SmsSender;
    supplier: GiftCardSupplier;
    appSecret: string;
    clock: () => Date;
  },
) {
  const { clock, supplier } = deps;
  const limiter = createRateLimiter(db, clock);
  const secrets = createRedeemSecrets(deps.appSecret);
  let log: RedeemLog = { error: (details, message) => console.error(message, details) };

  const today = (line: store.RedeemLine) => zonedMoment(clock(), line.timeZone).day;

  /** Redeemed: a voucher is stored, or a confirm holds the claim (and has not been gone too long). */
  function isRedeemed(line: store.RedeemLine): boolean {
    const claimedAt = line.redemption?.redeemedAt;
    if (!claimedAt) return false;
    return (
      !!line.redemption?.voucherSealed || claimedAt.getTime() > clock().getTime() - REDEEM_CLAIM_STALE_MS
    );
  }

  const isExpired = (line: store.RedeemLine) => {
    const validUntil = line.redemption?.validUntil;
    return !!validUntil && !isRedeemed(line) && today(line) > validUntil;
  };

  const failureKey = (ip: string) => `redeem-fail:${ip}`;

  /** Refuses a client that has used up its wrong codes, whatever code it tries now. */
  async function refuseBlocked(ip: string) {
    const wait = await limiter.wait(failureKey(ip), REDEEM_FAILURE_LIMIT);
    if (wait > 0) throw new TooManyRequestsError(wait);
  }

  async function countFailure(ip: string): Promise<never> {
    await limiter.hit(failureKey(ip), REDEEM_FAILURE_LIMIT);
    throw wrongCode();
  }

  /** The issued line of a paid order whose code this is, or the one wrong-code answer (counted). */
  async function lineOf(orderItemId: string, code: string, ip: string): Promise<IssuedLine> {
    await refuseBlocked(ip);
    const line = await store.findLine(db, orderItemId);
    const hash = secrets.codeHash(code);
    if (
      !line?.redemption ||
      line.orderStatus !== 'paid' ||
      !secrets.sameHash(line.redemption.codeHash, hash)
    ) {
      return countFailure(ip);
    }
    return line as IssuedLine;
  }

  function giftOf(line: store.RedeemLine): RedeemGift {
    const name = line.giftCardName ?? 'Gift card';
    const redeemed = isRedeemed(line);
    const { verification } = line;
    const state = redeemed
      ? 'redeemed'
      : isExpired(line)
        ? 'expired'
        : verification.enable
          ? 'verify'
          : 'ready';
    return {
      orderItemId: line.lineId,
      state,
      giftCard: {
        id: line.giftCardId,
        name,
        imageSrc: imageSources(`/images/gift-cards/${line.giftCardId}`, GIFT_CARD_IMAGE, name).src,
        wildcard: line.wildcard,
        canChange: line.canChange,
      },
      amount: line.amount,
      currency: line.currency,
      validityPeriod: line.validityPeriod,
      validUntil: line.redemption?.validUntil ?? null,
      verification: verification.enable
        ? {
            email: verification.email ? maskEmail(verification.email) : null,
            phone: verification.phone ? maskPhone(verification.phone) : null,
          }
        : null,
      redeemedAt: redeemed ? (line.redemption?.redeemedAt?.toISOString() ?? null) : null,
      sentTo: redeemed && line.redemption?.redeemedEmail ? maskEmail(line.redemption.redeemedEmail) : null,
    };
  }

  async function amountText(amount: number, currencyCode: string) {
    const currency = (await deps.config.currencies())[currencyCode];
    return currency ? formatMoney(amount, currency) : `${amount} ${currencyCode}`;
  }

  /** The voucher e-mail: the code, PIN, expiry and where to spend it; a test voucher says so first. */
  async function mailVoucher(line: store.RedeemLine, voucher: Voucher, to: string) {
    const paragraphKeys = [
      ...(voucher.test ? ['mail.gift-voucher.test'] : []),
      'mail.gift-voucher.body',
      'mail.gift-voucher.code',
      ...(voucher.pin ? ['mail.gift-voucher.pin'] : []),
      voucher.expiresOn ? 'mail.gift-voucher.expires' : 'mail.gift-voucher.no-expiry',
      ...(voucher.url ? ['mail.gift-voucher.where'] : []),
      'mail.gift-voucher.keep',
    ];
    await deps.mailer.send(
      renderMail({
        to,
        locale: line.locale,
        subjectKey: voucher.test ? 'mail.gift-voucher.subject-test' : 'mail.gift-voucher.subject',
        paragraphKeys,
        values: {
          giftCard: line.giftCardName ?? 'Gift card',
          amount: await amountText(voucher.amount, voucher.currency),
          voucherCode: voucher.code,
          pin: voucher.pin ?? '',
          expiresOn: voucher.expiresOn ?? '',
          url: voucher.url ?? '',
        },
      }),
    );
  }

  /** Checks the verification code of a line that asks for one; counts a wrong one. */
  async function checkVerification(line: IssuedLine, typed: string | undefined) {
    const { redemption } = line;
    if (!typed) throw new ValidationError({ verificationCode: ['validation.required'] });
    const live =
      redemption.verificationHash &&
      redemption.verificationExpiresAt &&
      redemption.verificationExpiresAt.getTime() > clock().getTime();
    if (!live || !redemption.verificationHash) throw verificationExpired();
    if (secrets.sameHash(redemption.verificationHash, secrets.verificationHash(line.lineId, typed))) return;
    const failures = await store.failVerification(db, line.lineId, REDEEM_VERIFICATION_ATTEMPTS);
    if (failures >= REDEEM_VERIFICATION_ATTEMPTS) throw verificationExpired();
    throw new ValidationError({ verificationCode: ['validation.verification-code'] });
  }

  const service = {
    supplier,

    /** Logs through the app's logger once the app exists. */
    useLog(logger: RedeemLog) {
      log = logger;
    },

    /**
     * Draws the line's redemption code while its card's print file is made (fulfilment's seam): a new
     * random code, valid from today for the gift card's validity, not kept until `keep` runs in the
     * transaction that stores the file printing it. Null for a line that is not a paid order's or is
     * redeemed.
     */
    async draw(lineId: string): Promise<DrawnCode | null> {
      const line = await store.findLine(db, lineId);
      if (line?.orderStatus !== 'paid' || line.redemption?.redeemedAt) return null;
      const issuedAt = clock();
      const validUntil = validUntilOf(zonedMoment(issuedAt, line.timeZone).day, line.validityPeriod);
      return { lineId, code: secrets.newCode(), issuedAt, validUntil };
    },

    /**
     * Keeps a drawn code as a keyed hash, replacing an unredeemed one (only the code of the file stored
     * last works). A code two lines drew alike (60 bits: next to impossible) fails the transaction, and
     * the file is made again with another.
     */
    async keep(tx: Db, drawn: DrawnCode): Promise<void> {
      const { lineId, code, issuedAt, validUntil } = drawn;
      await store.saveCode(tx, { lineId, codeHash: secrets.codeHash(code), issuedAt, validUntil });
    },

    /** Draws and keeps a code outside a print file (a reprint asked for by support; tests). */
    async issue(lineId: string): Promise<string | null> {
      const drawn = await service.draw(lineId);
      if (!drawn) return null;
      await service.keep(db, drawn);
      return drawn.code;
    },

    /** `/redeem` with the code alone: the line it belongs to. */
    async lookup(input: { code: string }, clientIp: string): Promise<{ orderItemId: string; code: string }> {
      await refuseBlocked(clientIp);
      const lineId = await store.lineIdByCodeHash(db, secrets.codeHash(input.code));
      const line = lineId ? await store.findLine(db, lineId) : null;
      if (line?.orderStatus !== 'paid') return countFailure(clientIp);
      return { orderItemId: line.lineId, code: input.code };
    },

    /** `POST /api/redeem/check`: the gift card of a good code and what the recipient does next. */
    async check(input: { orderItemId: string; code: string }, clientIp: string): Promise<RedeemGift> {
      return giftOf(await lineOf(input.orderItemId, input.code, clientIp));
    },

    /**
     * `POST /api/redeem/verification`: sends a new verification code to the address the buyer gave for
     * this channel (never one the caller gives), at most one every REDEEM_VERIFICATION_RESEND_S seconds
     * and REDEEM_VERIFICATION_SENDS an hour.
     */
    async sendVerification(
      input: { orderItemId: string; code: string; channel: VerificationChannel },
      clientIp: string,
    ): Promise<VerificationSent> {
      const line = await lineOf(input.orderItemId, input.code, clientIp);
      if (isRedeemed(line)) throw redeemedAlready();
      if (isExpired(line)) throw expired();
      const { verification } = line;
      const address = !verification.enable
        ? null
        : input.channel === 'email'
          ? verification.email
          : verification.phone;
      if (!address) throw new ValidationError({ channel: ['validation.in'] });

      const sendsKey = `redeem-verification:${line.lineId}`;
      const hourly = await limiter.wait(sendsKey, REDEEM_VERIFICATION_SENDS);
      if (hourly > 0) throw new TooManyRequestsError(hourly);
      const now = clock();
      const code = secrets.newVerificationCode();
      const expiresAt = new Date(now.getTime() + REDEEM_VERIFICATION_TTL_MIN * 60_000);
      const saved = await store.saveVerification(db, line.lineId, {
        hash: secrets.verificationHash(line.lineId, code),
        channel: input.channel,
        sentAt: now,
        expiresAt,
        lastSentBefore: new Date(now.getTime() - REDEEM_VERIFICATION_RESEND_S * 1000),
      });
      if (!saved) {
        const current = await store.findLine(db, line.lineId);
        if (current && isRedeemed(current)) throw redeemedAlready();
        const sentAt = current?.redemption?.verificationSentAt?.getTime() ?? now.getTime();
        const wait = Math.ceil((sentAt + REDEEM_VERIFICATION_RESEND_S * 1000 - now.getTime()) / 1000);
        throw new TooManyRequestsError(Math.max(1, wait));
      }
      await limiter.hit(sendsKey, REDEEM_VERIFICATION_SENDS);

      const values = {
        code,
        minutes: String(REDEEM_VERIFICATION_TTL_MIN),
        giftCard: line.giftCardName ?? 'Gift card',
      };
      if (input.channel === 'email') {
        await deps.mailer.send(
          renderMail({
            to: address,
            locale: line.locale,
            subjectKey: 'mail.redeem-verification.subject',
            paragraphKeys: [
              'mail.redeem-verification.body',
              'mail.redeem-verification.expiry',
              'mail.redeem-verification.ignore',
            ],
            values,
          }),
        );
      } else {
        // A text message has no layout: the one sentence, in the recipient's region's language.
        const wording = mailMessagesFor(line.locale)['mail.redeem-verification.sms'] ?? '';
        const text = wording.replace(
          /\{\{\s*(\w+)\s*\}\}/g,
          (_match, name: keyof typeof values) => values[name] ?? '',
        );
        await deps.sms.send(address, text);
      }
      return {
        channel: input.channel,
        sentTo: input.channel === 'email' ? maskEmail(address) : maskPhone(address),
        expiresAt: expiresAt.toISOString(),
        resendAfter: REDEEM_VERIFICATION_RESEND_S,
      };
    },

    /**
     * `POST /api/redeem/confirm`: redeems the gift card once. The line is claimed atomically (of
     * concurrent confirms one wins, the others get 409 redeem.redeemed), the supplier issues the voucher
     * (on failure the claim is let go and 503 redeem.supplier-unavailable answered: the recipient tries
     * again), the voucher is kept sealed, e-mailed to `email` and answered.
     */
    async confirm(
      input: { orderItemId: string; code: string; verificationCode?: string; email: string },
      clientIp: string,
    ): Promise<RedeemResult> {
      const line = await lineOf(input.orderItemId, input.code, clientIp);
      if (isRedeemed(line)) throw redeemedAlready();
      if (isExpired(line)) throw expired();
      if (line.verification.enable) await checkVerification(line, input.verificationCode);

      const now = clock();
      const claimedAt = await store.claim(
        db,
        line.lineId,
        input.email,
        now,
        new Date(now.getTime() - REDEEM_CLAIM_STALE_MS),
      );
      if (!claimedAt) throw redeemedAlready();

      let voucher: Voucher;
      try {
        voucher = await supplier.issue({
          reference: line.lineId,
          giftCardId: line.giftCardId,
          giftCardName: line.giftCardName ?? 'Gift card',
          amount: line.amount,
          currency: line.currency,
          validUntil: line.redemption.validUntil,
        });
      } catch (error) {
        await store.release(db, line.lineId, claimedAt);
        log.error(
          { lineId: line.lineId, supplier: supplier.name, err: error },
          'the gift-card supplier failed',
        );
        throw new HttpError(503, 'redeem.supplier-unavailable');
      }
      await store.saveVoucher(db, line.lineId, supplier.name, secrets.seal(line.lineId, voucher));
      try {
        await mailVoucher(line, voucher, input.email);
      } catch (error) {
        // The voucher is on the page and kept: the buyer can resend the e-mail from their account.
        log.error({ lineId: line.lineId, err: error }, 'mailing a gift card voucher failed');
      }
      const redeemed = await store.findLine(db, line.lineId);
      return { gift: giftOf(redeemed ?? line), voucher };
    },

    // --- For the account's gift cards (account-gifts.ts) ------------------------------------------------

    /** Whether a line's redemption counts as redeemed now (a stored voucher, or a live claim). */
    isRedeemed,
    isExpired,
    /** The voucher kept for a line, opened. */
    openVoucher: (lineId: string, sealed: string) => secrets.open(lineId, sealed),
    mailVoucher,
  };
  return service;
}
