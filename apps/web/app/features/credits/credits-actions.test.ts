import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid } from '../../lib/test-helpers.ts';
import { buyAction, payAction } from './credits-actions.server.ts';

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const PURCHASE = {
  id: '22222222-2222-4222-8222-222222222222',
  token: 'purchase-token-abcdefgh',
  status: 'open' as const,
  quantity: 20,
};
const INTENT = {
  secret: 'pi_1_secret_x',
  intentId: 'pi_1',
  provider: 'test',
  amount: 13900,
  currency: 'AUD',
};
const CARD = {
  'card-number': '4242 4242 4242 4242',
  'card-expiry': '12 / 34',
  'card-cvc': '123',
  'card-name': 'Cora Credits',
};
const COMPLETE = `/account/credits/purchase/complete/${PURCHASE.id}/${PURCHASE.token}`;

/** Stand-ins for the credits and payments services, the gateway answering `result`. */
function services(result: { status: string; message?: string }, provider = 'test') {
  const purchases = {
    view: vi.fn(async () => PURCHASE),
    create: vi.fn(async () => PURCHASE),
    createIntent: vi.fn(async () => INTENT),
    completeForBrowser: vi.fn(async () => ({ ...PURCHASE, status: 'paid' })),
  };
  const payments = {
    provider: { name: provider },
    testConfirm: vi.fn(async () => result),
    testChallenge: vi.fn(async () => result),
  };
  // A purchase is made through the credits service's buy (for the account, or its organisation).
  return { purchases, payments, all: { credits: { purchases, buy: purchases.create }, payments } };
}

describe('the buying page’s gift-credit form', () => {
  it('goes on to paying for the whole amount asked for', async () => {
    const answer = answerOf(
      await buyAction({
        request: formPost('/account/credits/purchase', { form: 'gift-credit', amount: '300' }),
      }),
    );
    expect(answer).toEqual({ status: 303, location: '/account/credits/gift-credit/300' });
  });

  it('shows the rule an amount broke beside its field, in its own form', async () => {
    for (const [amount, rule] of [
      ['5', 'min'],
      ['20000', 'max'],
      ['12.5', 'integer'],
    ] as const) {
      const answer = answerOf(
        await buyAction({ request: formPost('/account/credits/purchase', { form: 'gift-credit', amount }) }),
      );
      expect(answer).toMatchObject({ status: 422, data: { form: 'gift-credit', values: { amount } } });
      expect(JSON.stringify(answer.data)).toContain(rule);
    }
  });

  it('pays for a top-up with a gift-credit purchase', async () => {
    const { all, purchases } = services({ status: 'succeeded' });
    const createGiftCredit = vi.fn(async () => PURCHASE);
    const { context } = actionContext(
      { ...all, credits: { purchases, buy: purchases.create, buyGiftCredit: createGiftCredit } },
      USER.id,
    );
    const request = formPost('/account/credits/gift-credit/100', CARD);
    const answer = answerOf(
      await payAction({ request, context, user: USER }, { kind: 'gift-credit', amount: 100 }),
    );
    expect(answer.location).toBe(COMPLETE);
    expect(createGiftCredit).toHaveBeenCalledWith(USER.id, 100, undefined);
    expect(purchases.create).not.toHaveBeenCalled();
  });
});

describe('the buying page’s form', () => {
  it('goes on to paying for the number of credits asked for', async () => {
    const answer = answerOf(
      await buyAction({ request: formPost('/account/credits/purchase', { quantity: '20' }) }),
    );
    expect(answer).toEqual({ status: 303, location: '/account/credits/purchase/20' });
  });

  it('shows the rule a number outside 5 to 5000 broke beside the field', async () => {
    const few = answerOf(
      await buyAction({ request: formPost('/account/credits/purchase', { quantity: '3' }) }),
    );
    expect(few).toMatchObject({
      status: 422,
      data: { values: { quantity: '3' }, errors: { quantity: ['min'] } },
    });
    const words = answerOf(
      await buyAction({ request: formPost('/account/credits/purchase', { quantity: 'ten' }) }),
    );
    expect(words.status).toBe(422);
  });
});

describe('the paying page’s card form', () => {
  it('makes the purchase, its intent, charges the card, completes it and opens the purchase', async () => {
    const stand = services({ status: 'succeeded' });
    const { context } = actionContext(stand.all, USER.id);
    const request = formPost('/account/credits/purchase/20', CARD);
    const answer = answerOf(await payAction({ request, context, user: USER }, 20));
    expect(answer).toEqual({ status: 303, location: COMPLETE });
    expect(stand.purchases.create).toHaveBeenCalledWith(USER.id, 20, undefined);
    expect(stand.payments.testConfirm).toHaveBeenCalledWith(INTENT.secret, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Cora Credits',
    });
    expect(stand.purchases.completeForBrowser).toHaveBeenCalledWith(
      USER.id,
      { id: PURCHASE.id, token: PURCHASE.token },
      INTENT.intentId,
    );
  });

  it('checks the card by the shared contract first: nothing is bought with a mistyped number', async () => {
    const stand = services({ status: 'succeeded' });
    const { context } = actionContext(stand.all, USER.id);
    const request = formPost('/account/credits/purchase/20', {
      ...CARD,
      'card-number': '4242 4242 4242 4241',
    });
    const answer = answerOf(await payAction({ request, context, user: USER }, 20));
    expect(answer).toMatchObject({ status: 422, data: { errors: { number: ['card-number'] } } });
    expect(stand.purchases.create).not.toHaveBeenCalled();
  });

  it('shows a decline with the purchase kept, and the next card pays that purchase', async () => {
    const stand = services({ status: 'failed', message: 'Your card was declined.' });
    const { context } = actionContext(stand.all, USER.id);
    const declined = answerOf(
      await payAction({ request: formPost('/account/credits/purchase/20', CARD), context, user: USER }, 20),
    );
    expect(declined).toMatchObject({
      status: 200,
      data: { declined: 'Your card was declined.', purchase: { id: PURCHASE.id, token: PURCHASE.token } },
    });
    // The card number is never sent back.
    expect(JSON.stringify(declined.data)).not.toContain('4242');

    stand.payments.testConfirm.mockResolvedValueOnce({ status: 'succeeded' });
    const again = formPost('/account/credits/purchase/20', {
      ...CARD,
      purchaseId: PURCHASE.id,
      purchaseToken: PURCHASE.token,
    });
    expect(answerOf(await payAction({ request: again, context, user: USER }, 20)).location).toBe(COMPLETE);
    expect(stand.purchases.create).toHaveBeenCalledTimes(1);
    expect(stand.purchases.view).toHaveBeenCalledWith(USER.id, { id: PURCHASE.id, token: PURCHASE.token });
  });

  it('asks the simulated 3-D Secure question, then the answer pays', async () => {
    const stand = services({ status: 'requires_action' });
    const { context } = actionContext(stand.all, USER.id);
    const asked = answerOf(
      await payAction({ request: formPost('/account/credits/purchase/20', CARD), context, user: USER }, 20),
    );
    expect(asked).toMatchObject({ data: { challenge: { amount: 13900, currency: 'AUD' } } });

    stand.payments.testChallenge.mockResolvedValueOnce({ status: 'succeeded' });
    const approve = formPost('/account/credits/purchase/20', {
      step: 'challenge',
      approve: 'yes',
      purchaseId: PURCHASE.id,
      purchaseToken: PURCHASE.token,
    });
    expect(answerOf(await payAction({ request: approve, context, user: USER }, 20)).location).toBe(COMPLETE);
    expect(stand.payments.testChallenge).toHaveBeenCalledWith(INTENT.secret, true);
  });

  it('shows a refusal of the services in the page, and says a Stripe card form cannot load here', async () => {
    const refused = services({ status: 'succeeded' });
    refused.purchases.create.mockRejectedValueOnce(invalid({ quantity: ['validation.max'] }));
    const { context } = actionContext(refused.all, USER.id);
    const answer = answerOf(
      await payAction({ request: formPost('/account/credits/purchase/20', CARD), context, user: USER }, 20),
    );
    expect(answer).toMatchObject({ status: 422, data: { errors: { quantity: ['max'] } } });

    const stripe = services({ status: 'succeeded' }, 'stripe');
    const withStripe = actionContext(stripe.all, USER.id);
    const unavailable = answerOf(
      await payAction(
        { request: formPost('/account/credits/purchase/20', CARD), context: withStripe.context, user: USER },
        20,
      ),
    );
    expect(unavailable).toMatchObject({
      status: 409,
      data: { messages: ['checkout.payment.stripe-unavailable'] },
    });
    expect(stripe.purchases.create).not.toHaveBeenCalled();
  });
});
