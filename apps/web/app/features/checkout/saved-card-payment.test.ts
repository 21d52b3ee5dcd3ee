import type { Order } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { CompletionFailed, type GatewayResult } from './payment-flow.ts';
import { payWithSavedCard, type SavedCardSteps } from './saved-card-payment.ts';

const PAID = { id: 'order-1', status: 'paid' } as Order;
const INTENT = { secret: 'sec_1', intentId: 'pi_1', provider: 'test', amount: 1500, currency: 'AUD' };

/** Fake calls that record what the flow did, in order. */
function fakeSteps(options: {
  paid: GatewayResult;
  answer?: GatewayResult;
  approve?: boolean;
  complete?: () => Promise<Order>;
}) {
  const calls: string[] = [];
  const steps: SavedCardSteps = {
    paySaved: async (cardId) => {
      calls.push(`pay ${cardId}`);
      return { ...INTENT, ...options.paid };
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
      return (options.complete ?? (async () => PAID))();
    },
    wait: async () => undefined,
  };
  return { steps, calls };
}

describe('paying with the saved card', () => {
  it('pays in one step and completes the order', async () => {
    const { steps, calls } = fakeSteps({ paid: { status: 'succeeded' } });
    expect(await payWithSavedCard(steps, 'card-1')).toEqual({ kind: 'paid', order: PAID, intentId: 'pi_1' });
    expect(calls).toEqual(['pay card-1', 'complete pi_1']);
  });

  it('shows the 3-D Secure check when the gateway asks, and completes once it is approved', async () => {
    const { steps, calls } = fakeSteps({ paid: { status: 'requires_action' }, approve: true });
    expect((await payWithSavedCard(steps, 'card-1')).kind).toBe('paid');
    expect(calls).toEqual(['pay card-1', 'challenge', 'answer sec_1 true', 'complete pi_1']);
  });

  it('a failed check is a decline in the gateway’s words, and nothing is completed', async () => {
    const { steps, calls } = fakeSteps({
      paid: { status: 'requires_action' },
      approve: false,
      answer: { status: 'failed', message: 'We could not verify the payment with your bank.' },
    });
    expect(await payWithSavedCard(steps, 'card-1')).toEqual({
      kind: 'declined',
      message: 'We could not verify the payment with your bank.',
    });
    expect(calls).toEqual(['pay card-1', 'challenge', 'answer sec_1 false']);
  });

  it('a declined card is a decline, with the general wording when the gateway gives none', async () => {
    const { steps } = fakeSteps({ paid: { status: 'failed' } });
    expect(await payWithSavedCard(steps, 'card-1')).toEqual({
      kind: 'declined',
      message: 'checkout.payment.declined',
    });
  });

  it('says the card was charged when completing the order from here keeps failing', async () => {
    const { steps } = fakeSteps({
      paid: { status: 'succeeded' },
      complete: async () => {
        throw new ApiError(503, [{ type: 'error', message: 'global.error.internal-server-error' }]);
      },
    });
    await expect(payWithSavedCard(steps, 'card-1')).rejects.toBeInstanceOf(CompletionFailed);
  });
});
