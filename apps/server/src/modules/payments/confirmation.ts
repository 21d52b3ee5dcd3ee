import { NotFoundError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { ConfigService } from '../config/service.ts';
import type { PaymentOrder } from '../orders/service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import type { PaymentContext } from './context.ts';

// The order confirmation, sent once by the call that paid the order (or by reconciliation when the process
// died between the payment's commit and the mail).

export function createConfirmations(
  ctx: PaymentContext,
  deps: { config: ConfigService; mailer: Mailer; publicUrl: string },
) {
  const { config, mailer } = deps;

  /** Sends the order confirmation and records it; `known` (the order as read at completion) saves a read. */
  async function send(orderId: string, known?: PaymentOrder): Promise<void> {
    const order = known ?? (await ctx.orders.getForPayment(orderId));
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

  return { send };
}
