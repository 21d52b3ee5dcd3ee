import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// TESTS ONLY: a LOCAL STAND-IN FOR STRIPE'S API (api.stripe.com) on 127.0.0.1, so no test reaches Stripe.
// It keeps payment intents, refunds, customers and payment methods in memory, answers the few endpoints the
// adapter calls in Stripe's JSON shapes, and replays the first answer for a repeated Idempotency-Key as
// Stripe does. Tests change an intent's status directly, or pay it with a card (`payWithCard`), as Stripe.js
// confirming it in the buyer's browser would. A card's last four digits decide what confirming with it
// does, as Stripe's test cards: 0002 declines, 3220 asks for 3-D Secure, any other succeeds.

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: URLSearchParams;
}

export const STAND_IN_SECRET_KEY = 'sk_test_standin';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const refunds: Array<Record<string, unknown>> = [];
  const byKey = new Map<string, string>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const customersByKey = new Map<string, string>();
  const methods = new Map<
    string,
    Record<string, unknown> & { card: { last4: string; [key: string]: unknown } }
  >();
  const confirmsByKey = new Map<string, Record<string, unknown>>();
  let counter = 0;

  /** A card's outcome by its last four digits, as Stripe's test cards. */
  function charge(intent: Record<string, unknown>, last4: string) {
    if (last4 === '0002') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
    } else if (last4 === '3220') {
      intent.status = 'requires_action';
      intent.last_payment_error = null;
    } else {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    }
  }

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, idempotencyKey: key, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const refuse = (status: number, message: string, code?: string) =>
      send(status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
    if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
      return refuse(401, 'Invalid API Key provided');

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return send(200, intents.get(existing));
      if (Number(form.get('amount')) < 50)
        return refuse(400, 'Amount must be at least 50', 'amount_too_small');
      counter += 1;
      const id = `pi_standin_${counter}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata: { orderId: form.get('metadata[orderId]') },
        last_payment_error: null,
        customer: form.get('customer'),
        setup_future_usage: form.get('setup_future_usage'),
        payment_method: null,
      };
      intents.set(id, intent);
      if (key) byKey.set(key, id);
      return send(200, intent);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const replay = key ? refundsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const paid = intents.get(form.get('payment_intent') ?? '');
      if (!paid) return refuse(404, 'No such payment_intent');
      if (paid.status !== 'succeeded')
        return refuse(400, 'This PaymentIntent has no successful charge to refund.');
      if (refunds.some((refund) => refund.payment_intent === paid.id))
        return refuse(400, 'Charge has already been refunded.', 'charge_already_refunded');
      counter += 1;
      const refund = {
        id: `re_standin_${counter}`,
        object: 'refund',
        amount: Number(form.get('amount') ?? paid.amount),
        currency: paid.currency,
        payment_intent: paid.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (key) refundsByKey.set(key, refund);
      return send(200, refund);
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const existing = key ? customersByKey.get(key) : undefined;
      if (existing) return send(200, customers.get(existing));
      counter += 1;
      const customer = {
        id: `cus_standin_${counter}`,
        object: 'customer',
        email: form.get('email'),
        metadata: { accountId: form.get('metadata[accountId]') },
      };
      customers.set(customer.id, customer);
      if (key) customersByKey.set(key, customer.id);
      return send(200, customer);
    }
    const methodMatch = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (methodMatch) {
      const method = methods.get(methodMatch[1] ?? '');
      if (!method) return refuse(404, 'No such PaymentMethod', 'resource_missing');
      if (request.method === 'GET') return send(200, method);
      if (!method.customer) {
        return refuse(
          400,
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      method.customer = null;
      return send(200, method);
    }
    const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (request.method === 'POST' && confirmMatch) {
      const replay = key ? confirmsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const paying = intents.get(confirmMatch[1] ?? '');
      if (!paying) return refuse(404, 'No such payment_intent');
      const method = methods.get(form.get('payment_method') ?? '');
      if (!method?.customer || method.customer !== paying.customer) {
        return refuse(400, 'The provided PaymentMethod does not belong to the PaymentIntent’s Customer.');
      }
      if (!['requires_payment_method', 'requires_confirmation'].includes(String(paying.status))) {
        return refuse(
          400,
          `This PaymentIntent's status is ${paying.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      paying.payment_method = method.id;
      charge(paying, method.card.last4);
      if (paying.status === 'requires_payment_method') {
        // Stripe answers a decline with a 402 card error.
        response.writeHead(402, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(
          JSON.stringify({
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
              payment_intent: paying,
            },
          }),
        );
        return;
      }
      if (key) confirmsByKey.set(key, { ...paying });
      return send(200, paying);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (!intent) return refuse(404, 'No such payment_intent');
    if (request.method === 'GET') return send(200, intent);
    if (['succeeded', 'processing', 'canceled'].includes(String(intent.status))) {
      return refuse(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
    }
    intent.status = 'canceled';
    return send(200, intent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    requests,
    intents,
    /** The refunds made, oldest first. */
    refunds,
    /** What the adapter needs to talk to the stand-in instead of Stripe. */
    options: (webhookSecret = 'whsec_test_secret') => ({
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret,
      publishableKey: 'pk_test_standin',
      host: '127.0.0.1',
      port,
      protocol: 'http' as const,
    }),
    customers,
    /** The payment methods made (by `payWithCard`), by id. */
    methods,
    /**
     * Pays an intent with a card typed in the buyer's browser, as Stripe.js would: a PaymentMethod is
     * made and, when the intent saves it (`setup_future_usage`) and the charge succeeds, attached to the
     * intent's Customer. Answers the PaymentMethod's id.
     */
    payWithCard(
      intentId: string,
      card: { last4: string; brand?: string; expMonth?: number; expYear?: number },
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      counter += 1;
      const id = `pm_standin_${counter}`;
      methods.set(id, {
        id,
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: {
          brand: card.brand ?? 'visa',
          last4: card.last4,
          exp_month: card.expMonth ?? 12,
          exp_year: card.expYear ?? 2039,
        },
      });
      intent.payment_method = id;
      charge(intent, card.last4);
      const method = methods.get(id);
      if (method && intent.status === 'succeeded' && intent.setup_future_usage && intent.customer) {
        method.customer = intent.customer;
      }
      return id;
    },
    /** Sets an intent's status, as the buyer confirming it with Stripe.js would. */
    setStatus(intentId: string, status: string, lastPaymentError: { message: string } | null = null) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = status;
      intent.last_payment_error = lastPaymentError;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
