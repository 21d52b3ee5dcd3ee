import type { Order } from '@cardshop/shared/contracts/orders';
import { mailMessagesFor } from '@cardshop/shared/i18n/messages';
import { type CurrencySettings, formatMoney } from '@cardshop/shared/rules/money';
import { taxRuleOf } from '@cardshop/shared/rules/order-totals';
import type { MailMessage } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';

// The order confirmation: what was bought, the totals, the delivery estimate, in the region's locale.

export interface ConfirmationInput {
  order: Order & { userId: string | null; regionIso: string };
  locale: string;
  currency: CurrencySettings;
  /** Earliest and latest delivery day (YYYY-MM-DD), or null when no item has an estimate. */
  delivery: { min: string; max: string } | null;
  publicUrl: string;
  testMode: boolean;
}

/** The short reference a buyer quotes: the start of the order id, upper-case. */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}

// One formatter a locale: making one costs more than the mail it dates.
const longDates = new Map<string, Intl.DateTimeFormat>();

function longDate(day: string, locale: string) {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

export function confirmationMail(input: ConfirmationInput): MailMessage {
  const { order, locale } = input;
  const money = (amount: number) => formatMoney(amount, input.currency);
  const messages = mailMessagesFor(locale);
  const tax = taxRuleOf(order.regionIso);
  const values: Record<string, string> = {
    firstName: order.customer?.firstName ?? '',
    reference: orderReference(order.id),
    subtotal: money(order.totals.subtotal),
    discount: money(order.totals.discount),
    credits: String(order.pricing.credits),
    creditsAmount: money(order.pricing.creditsAmount),
    giftCredit: money(order.pricing.giftCredit),
    couponCode: order.couponCode ?? '',
    shipping: money(order.totals.shipping),
    giftCards: money(order.totals.giftCards),
    tax: money(order.totals.tax),
    taxName: tax?.name ?? 'Tax',
    total: money(order.totals.total),
    minDelivery: input.delivery ? longDate(input.delivery.min, locale) : '',
    maxDelivery: input.delivery ? longDate(input.delivery.max, locale) : '',
  };
  // Each item line has values of its own, so it is filled here; renderMail prints a paragraph that is
  // not a message key as it is.
  // A gift card is its own line, under the card it travels in.
  const itemLines = order.items.flatMap((item) => [
    fill(messages['mail.order-confirmation.item'] ?? '', {
      quantity: String(item.quantity),
      name: item.card.art.name,
      size: item.card.size,
      method: item.shippingMethod,
      lineTotal: money(item.total),
    }),
    ...item.related.map((line) =>
      fill(messages['mail.order-confirmation.gift-card'] ?? '', {
        name: line.giftCard.name,
        lineTotal: money(line.total),
      }),
    ),
  ]);
  const paragraphKeys = [
    'mail.greeting',
    order.totals.total === 0 && order.pricing.credits > 0 && order.pricing.giftCredit > 0
      ? 'mail.order-confirmation.body-credits-gift-credit'
      : order.totals.total === 0 && order.pricing.credits > 0
        ? 'mail.order-confirmation.body-credits'
        : 'mail.order-confirmation.body',
    ...(input.testMode ? ['mail.order-confirmation.test-mode'] : []),
    'mail.order-confirmation.items',
    ...itemLines,
    'mail.order-confirmation.subtotal',
    ...(order.pricing.credits > 0 ? ['mail.order-confirmation.credits'] : []),
    ...(order.totals.discount > 0 ? ['mail.order-confirmation.discount'] : []),
    order.totals.shipping > 0 ? 'mail.order-confirmation.shipping' : 'mail.order-confirmation.shipping-free',
    ...(order.totals.giftCards > 0 ? ['mail.order-confirmation.gift-cards'] : []),
    ...(order.pricing.giftCredit > 0 ? ['mail.order-confirmation.gift-credit'] : []),
    ...(order.totals.tax > 0
      ? [
          tax?.included === false
            ? 'mail.order-confirmation.tax-added'
            : 'mail.order-confirmation.tax-included',
        ]
      : []),
    'mail.order-confirmation.total',
    input.delivery ? 'mail.order-confirmation.delivery' : 'mail.order-confirmation.delivery-unknown',
    ...(order.userId ? ['mail.order-confirmation.account'] : []),
  ];
  return renderMail({
    to: order.customer?.email ?? '',
    locale,
    subjectKey: 'mail.order-confirmation.subject',
    paragraphKeys,
    values,
    // Order tokens are kept hashed, so the mail cannot carry one: account holders get their order list.
    ...(order.userId
      ? { action: { labelKey: 'mail.order-confirmation.action', url: `${input.publicUrl}/account/orders` } }
      : {}),
  });
}
