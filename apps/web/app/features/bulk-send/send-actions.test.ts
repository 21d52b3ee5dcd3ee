import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid } from '../../lib/test-helpers.ts';
import { sendAction } from './send-actions.server.ts';

// The forms of /send (decision record 33), posted as a browser sends them without scripts, against
// stand-in services: each calls the campaign or payment service it should and lands where it should.

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const CAMPAIGN = '22222222-2222-4222-8222-222222222222';
const RECIPIENT = '33333333-3333-4333-8333-333333333333';
const ORDER = { id: '44444444-4444-4444-8444-444444444444', token: 'view-token-of-the-order' };
const CARD = {
  'card-number': '4242 4242 4242 4242',
  'card-expiry': '12 / 34',
  'card-cvc': '123',
  'card-name': 'Bea Bulk',
};
const INTENT = {
  secret: 'pi_1_secret_x',
  intentId: 'pi_1',
  amount: 20850,
  currency: 'AUD',
  provider: 'test',
};

function stand(testResult: { status: string; message?: string } = { status: 'succeeded' }) {
  const campaigns = {
    create: vi.fn(async () => ({ id: CAMPAIGN, card: { id: 'c' } })),
    update: vi.fn(async () => ({})),
    addContacts: vi.fn(async () => ({ added: 10, skipped: 0 })),
    fixRecipient: vi.fn(async () => ({})),
    removeRecipient: vi.fn(async () => ({})),
    checkout: vi.fn(async () => ({ order: ORDER, total: 20850, currency: 'AUD', credits: 0 })),
    payWithCredits: vi.fn(async () => ({ status: 'paid' })),
    copy: vi.fn(async () => ({ id: RECIPIENT })),
  };
  const payments = {
    provider: { name: 'test' },
    createIntent: vi.fn(async () => INTENT),
    testConfirm: vi.fn(async () => testResult),
    testChallenge: vi.fn(async () => ({ status: 'succeeded' })),
    completeForBrowser: vi.fn(async () => ({ status: 'paid' })),
    savedCards: { pay: vi.fn() },
  };
  const { context } = actionContext({ campaigns, payments }, USER.id);
  const post = (path: string, fields: Record<string, string>, view: Parameters<typeof sendAction>[1]) =>
    sendAction({ request: formPost(path, fields), context, user: USER }, view);
  return { campaigns, payments, post };
}

describe('the bulk-send forms', () => {
  it('starts a campaign with the card chosen, on to its message', async () => {
    const s = stand();
    const answer = answerOf(
      await s.post('/send', { intent: 'create', cardId: RECIPIENT, name: 'Xmas' }, null),
    );
    expect(answer).toEqual({ status: 303, location: `/send/message?c=${CAMPAIGN}` });
    expect(s.campaigns.create).toHaveBeenCalledWith(USER.id, { cardId: RECIPIENT, name: 'Xmas' }, undefined);
  });

  it('saves the message and the schedule, each on to the next step; a bad date is shown beside its field', async () => {
    const s = stand();
    const message = await s.post(
      `/send/message?c=${CAMPAIGN}`,
      { intent: 'message', message: 'Hi {{firstName}}' },
      'message',
    );
    expect(answerOf(message)).toEqual({ status: 303, location: `/send/recipients?c=${CAMPAIGN}` });
    const schedule = await s.post(
      `/send/schedule?c=${CAMPAIGN}`,
      { intent: 'schedule', scheduleType: 'date', scheduleDate: '' },
      'schedule',
    );
    expect(answerOf(schedule)).toMatchObject({
      status: 422,
      data: { errors: { scheduleDate: ['required'] } },
    });
    expect(s.campaigns.update).toHaveBeenCalledTimes(1);
  });

  it('saves a card’s fix and comes back to the same review page; a refused address stays beside its field', async () => {
    const s = stand();
    const fixed = await s.post(
      `/send/review?c=${CAMPAIGN}&page=3&show=problems`,
      { intent: 'fix', recipient: RECIPIENT, override: 'Just for you', 'field:company': 'Acme' },
      'review',
    );
    expect(answerOf(fixed)).toEqual({
      status: 303,
      location: `/send/review?c=${CAMPAIGN}&page=3&show=problems`,
    });
    expect(s.campaigns.fixRecipient).toHaveBeenCalledWith(
      USER.id,
      CAMPAIGN,
      RECIPIENT,
      expect.objectContaining({ override: 'Just for you', fields: { company: 'Acme' } }),
    );
    s.campaigns.fixRecipient.mockRejectedValueOnce(invalid({ postcode: ['validation.postcode'] }));
    const refused = await s.post(
      `/send/review?c=${CAMPAIGN}`,
      { intent: 'fix', recipient: RECIPIENT, postcode: '1' },
      'review',
    );
    expect(answerOf(refused)).toMatchObject({
      status: 422,
      data: { recipient: RECIPIENT, errors: { postcode: ['postcode'] } },
    });
  });

  it('pays with credits, then shows the progress', async () => {
    const s = stand();
    const paid = await s.post(`/send/pay?c=${CAMPAIGN}`, { intent: 'pay-credits' }, 'pay');
    expect(answerOf(paid)).toEqual({ status: 303, location: `/send/status?c=${CAMPAIGN}` });
    expect(s.campaigns.payWithCredits).toHaveBeenCalledWith(USER.id, CAMPAIGN);
  });

  it('pays by card through the order payment flow: the order, its intent, the card, the completion', async () => {
    const s = stand();
    const paid = await s.post(`/send/pay?c=${CAMPAIGN}`, { intent: 'pay-card', ...CARD }, 'pay');
    expect(answerOf(paid)).toEqual({ status: 303, location: `/send/status?c=${CAMPAIGN}` });
    expect(s.payments.createIntent).toHaveBeenCalledWith(ORDER, USER.id);
    expect(s.payments.testConfirm).toHaveBeenCalledWith(
      INTENT.secret,
      expect.objectContaining({ number: '4242424242424242' }),
    );
    expect(s.payments.completeForBrowser).toHaveBeenCalledWith(ORDER, INTENT.intentId, USER.id);
  });

  it('shows a declined card, and asks the bank’s question before completing', async () => {
    const declined = stand({ status: 'failed', message: 'Your card was declined.' });
    const answer = await declined.post(`/send/pay?c=${CAMPAIGN}`, { intent: 'pay-card', ...CARD }, 'pay');
    expect(answerOf(answer)).toMatchObject({ status: 200, data: { declined: 'Your card was declined.' } });
    expect(declined.payments.completeForBrowser).not.toHaveBeenCalled();

    const checked = stand({ status: 'requires_action' });
    const question = await checked.post(`/send/pay?c=${CAMPAIGN}`, { intent: 'pay-card', ...CARD }, 'pay');
    expect(answerOf(question)).toMatchObject({
      data: { challenge: { amount: 20850, currency: 'AUD', order: ORDER } },
    });
    const approved = await checked.post(
      `/send/pay?c=${CAMPAIGN}`,
      { intent: 'challenge', orderId: ORDER.id, orderToken: ORDER.token, approve: 'yes' },
      'pay',
    );
    expect(answerOf(approved)).toEqual({ status: 303, location: `/send/status?c=${CAMPAIGN}` });
    expect(checked.payments.testChallenge).toHaveBeenCalledWith(INTENT.secret, true);
  });

  it('refuses a card with missing fields beside them, charging nothing', async () => {
    const s = stand();
    const answer = await s.post(`/send/pay?c=${CAMPAIGN}`, { intent: 'pay-card', 'card-number': '' }, 'pay');
    expect(answerOf(answer).status).toBe(422);
    expect(s.payments.testConfirm).not.toHaveBeenCalled();
  });
});
