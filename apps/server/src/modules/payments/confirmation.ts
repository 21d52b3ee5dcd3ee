import { NotFoundError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { ConfigService } from '../config/service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import type { PaymentContext } from './context.ts';

// The order confirmation, asked for by the call that paid the order (or by reconciliation when the
// process died between the payment's commit and the mail, or the job used up its retries). It is a job
// on the shop's queue, so the request that pays the order does not render and send it: one job per order
// at a time (the singleton key, across processes), retried when the send fails, and a mail already
// recorded as sent is not sent again, so an order is confirmed once however often it is asked.

export const CONFIRMATION_JOB = 'payments.confirmation';

interface ConfirmationJob {
  orderId: string;
}

export function createConfirmations(
  ctx: PaymentContext,
  deps: { config: ConfigService; mailer: Mailer; publicUrl: string; queue?: JobQueue | undefined },
) {
  const { config, mailer, queue } = deps;

  /** Sends the order confirmation and records it, unless it was sent already. */
  async function send(orderId: string): Promise<void> {
    const order = await ctx.orders.getForPayment(orderId);
    if (!order) throw new NotFoundError();
    if (!order.customer?.email || order.confirmationSentAt) return;
    const [region, currencies] = await Promise.all([config.region(order.regionId), config.currencies()]);
    const currency = currencies[order.currency];
    if (!currency) throw new Error(`unknown currency ${order.currency}`);
    await mailer.send(
      confirmationMail({
        order,
        locale: region.locale,
        currency,
        publicUrl: deps.publicUrl,
        testMode: ctx.provider.name === 'test',
      }),
    );
    await ctx.orders.markConfirmationSent(orderId, ctx.clock());
  }

  // Prompt: the buyer looks for the mail as the confirmation page opens.
  queue?.define<ConfirmationJob>(CONFIRMATION_JOB, ({ orderId }) => send(orderId), 'exclusive', {
    prompt: true,
  });

  /**
   * Queues the order's confirmation (nothing more while one waits for the same order); sent here, in the
   * caller, only without a running queue (tests and tools that run none).
   */
  async function request(orderId: string): Promise<void> {
    if (queue?.started) await queue.send(CONFIRMATION_JOB, { orderId }, { singletonKey: orderId });
    else await send(orderId);
  }

  return { send, request };
}
