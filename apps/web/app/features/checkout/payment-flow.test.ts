import type { Order } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import {
  COMPLETE_ATTEMPTS,
  CompletionFailed,
  type GatewayResult,
  type PaymentSteps,
  payWithCard,
  singleFlight,
} from './payment-flow.ts';

const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada' };
const PAID = { id: 'order-1', status: 'paid' } as Order;

/** Fake calls that record what the flow did, in order. */
function fakeSteps(options: {
  confirm: GatewayResult;
  answer?: GatewayResult;
  approve?: boolean;
  complete?: Array<() => Promise<Order>>;
}) {
  const calls: string[] = [];
  const completions = [...(options.complete ?? [async () => PAID])];
  const steps: PaymentSteps = {
    intent: async () => {
      calls.push('intent');
      return { secret: 'sec_1', intentId: 'pi_1', provider: 'test', amount: 1500, currency: 'AUD' };
    },
    confirm: async (secret, card) => {
      calls.push(`confirm ${secret} ${card.number}`);
      return options.confirm;
    },
    challenge: async () => {
      calls.push('challenge');
      return options.approve ?? true;
    },
    answerChallenge: async (secret, approve) => {
      calls.push(`answer ${secret} ${approve}`);
      return options.answer ?? { status: 'succeeded' };
    },
    complete: async (intentId) => {
      calls.push(`complete ${intentId}`);
      const next = completions.shift() ?? (async () => PAID);
      return next();
    },
    wait: async () => undefined,
  };
  return { steps, calls };
}

describe('paying with the test gateway', () => {
  it('makes an intent, confirms the card and completes the order', async () => {
    const { steps, calls } = fakeSteps({ confirm: { status: 'succeeded' } });
    expect(await payWithCard(steps, CARD)).toEqual({ kind: 'paid', order: PAID, intentId: 'pi_1' });
    expect(calls).toEqual(['intent', 'confirm sec_1 4242424242424242', 'complete pi_1']);
  });

  it('shows the 3-D Secure challenge when the gateway asks, and completes once it is approved', async () => {
    const { steps, calls } = fakeSteps({ confirm: { status: 'requires_action' }, approve: true });
    expect((await payWithCard(steps, CARD)).kind).toBe('paid');
    expect(calls).toEqual([
      'intent',
      'confirm sec_1 4242424242424242',
      'challenge',
      'answer sec_1 true',
      'complete pi_1',
    ]);
  });

  it('declines with the gateway’s words when the challenge is failed, and completes nothing', async () => {
    const { steps, calls } = fakeSteps({
      confirm: { status: 'requires_action' },
      approve: false,
      answer: { status: 'failed', message: 'The bank did not approve this payment.' },
    });
    expect(await payWithCard(steps, CARD)).toEqual({
      kind: 'declined',
      message: 'The bank did not approve this payment.',
    });
    expect(calls).not.toContain('complete pi_1');
  });

  it('reports a declined card with the gateway’s message, or the general one when it gave none', async () => {
    const declined = fakeSteps({ confirm: { status: 'failed', message: 'Your card was declined.' } });
    expect(await payWithCard(declined.steps, CARD)).toEqual({
      kind: 'declined',
      message: 'Your card was declined.',
    });
    expect(declined.calls).toEqual(['intent', 'confirm sec_1 4242424242424242']);

    const silent = fakeSteps({ confirm: { status: 'failed' } });
    expect(await payWithCard(silent.steps, CARD)).toEqual({
      kind: 'declined',
      message: 'checkout.payment.declined',
    });
  });

  it('retries a completion whose connection dropped (completion is idempotent on the server)', async () => {
    const { steps, calls } = fakeSteps({
      confirm: { status: 'succeeded' },
      complete: [
        async () => {
          throw new TypeError('Failed to fetch');
        },
        async () => PAID,
      ],
    });
    expect((await payWithCard(steps, CARD)).kind).toBe('paid');
    expect(calls.filter((call) => call.startsWith('complete'))).toHaveLength(2);
  });

  it('does not retry a completion the server refused, and says the card was charged', async () => {
    const refusal = new ApiError(409, []);
    const { steps, calls } = fakeSteps({
      confirm: { status: 'succeeded' },
      complete: [
        async () => {
          throw refusal;
        },
      ],
    });
    const failure = await payWithCard(steps, CARD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CompletionFailed);
    expect((failure as CompletionFailed).intentId).toBe('pi_1');
    expect(calls.filter((call) => call.startsWith('complete'))).toHaveLength(1);
  });

  it('gives up completing after a bounded number of attempts', async () => {
    const down = async (): Promise<Order> => {
      throw new ApiError(503, []);
    };
    const { steps, calls } = fakeSteps({ confirm: { status: 'succeeded' }, complete: Array(10).fill(down) });
    await expect(payWithCard(steps, CARD)).rejects.toBeInstanceOf(CompletionFailed);
    expect(calls.filter((call) => call.startsWith('complete'))).toHaveLength(COMPLETE_ATTEMPTS);
  });

  it('lets a refused intent fail the attempt before any card is confirmed', async () => {
    const { steps, calls } = fakeSteps({ confirm: { status: 'succeeded' } });
    steps.intent = async () => {
      throw new ApiError(422, [], { order: ['order-not-purchasable'] });
    };
    await expect(payWithCard(steps, CARD)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });
});

describe('one payment at a time', () => {
  it('ignores a second press while the first payment is under way', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const pay = singleFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'paid';
    });
    const first = pay();
    const second = pay();
    expect(await second).toBeNull();
    release();
    expect(await first).toBe('paid');
    expect(runs).toBe(1);
    // Once it is over, the buyer may pay again (after a decline, say).
    const third = pay();
    release();
    expect(await third).toBe('paid');
    expect(runs).toBe(2);
  });
});
