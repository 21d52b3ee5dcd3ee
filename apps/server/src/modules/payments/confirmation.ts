import { NotFoundError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { ConfigService } from '../config/service.ts';
import type { PaymentOrder } from '../orders/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import type { PaymentContext } from './context.ts';

// The order confirmation, sent once by the call that paid the order (or by reconciliation when the process
// died between the payment's commit and the mail).

export function createConfirmations(
  ctx: PaymentContext,
  deps: { config: ConfigService; shipping: ShippingService; mailer: Mailer; publicUrl: string },
) {
  const { config, shipping, mailer } = deps;

  /** The whole order's delivery estimate: the earliest first day and the latest last day of its items. */
  function deliveryOf(order: PaymentOrder, region: Awaited<ReturnType<ConfigService['region']>>) {
    const country = order.customer?.country;
    if (!country) return null;
    let min: string | null = null;
    let max: string | null = null;
    for (const method of new Set(order.items.map((item) => item.shippingMethod))) {
      try {
        const window = shipping.deliveryWindow(region, method as 'standard', {
          country,
          adminAreaLevel1: order.customer?.adminAreaLevel1 ?? null,
          postcode: order.customer?.postcode ?? null,
        });
        if (!min || window.minDeliveryDate < min) min = window.minDeliveryDate;
        if (!max || window.maxDeliveryDate > max) max = window.maxDeliveryDate;
      } catch {
        // A method no longer offered there has no estimate; the others still give one.
      }
    }
    return min && max ? { min, max } : null;
  }

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
        delivery: deliveryOf(order, region),
        publicUrl: deps.publicUrl,
        testMode: ctx.provider.name === 'test',
      }),
    );
    await ctx.orders.markConfirmationSent(orderId, ctx.clock());
  }

  return { send };
}
