import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// TESTS ONLY: a LOCAL STAND-IN FOR STRIPE'S API (api.stripe.com) on 127.0.0.1, so no test reaches Stripe.
// It keeps payment intents and refunds in memory, answers the few endpoints the adapter calls in Stripe's
// JSON shapes, and replays the first answer for a repeated Idempotency-Key as Stripe does. Tests change an
// intent's status directly, as Stripe.js confirming it in the buyer's browser would.

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
  let counter = 0;

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
