import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, Refusal } from '../../lib/test-helpers.ts';
import { REMOVED_URL, removeSavedCardAction } from './saved-card-action.server.ts';

// The saved card's removal posted to /account/saved-card (with or without scripts): the owner's card is
// removed through the service the JSON call uses, and the page says so after a redirect.

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const CARD_ID = '22222222-2222-4222-8222-222222222222';

function run(remove: (userId: string, cardId: string) => Promise<void>, fields: Record<string, string>) {
  const { context } = actionContext({ payments: { savedCards: { remove } } }, USER.id);
  return removeSavedCardAction({ request: formPost('/account/saved-card', fields), context, user: USER });
}

describe('removing the saved card from its page', () => {
  it('removes the signed-in owner’s card and goes back to the page, which says so', async () => {
    const remove = vi.fn(async () => undefined);
    expect(answerOf(await run(remove, { cardId: CARD_ID }))).toEqual({ status: 303, location: REMOVED_URL });
    expect(remove).toHaveBeenCalledWith(USER.id, CARD_ID);
  });

  it('says the card is not saved when it is not the account’s (or gone), and removes nothing else', async () => {
    const remove = vi.fn(async () => {
      throw new Refusal(404, 'payment.errors.saved-card-not-found');
    });
    expect(answerOf(await run(remove, { cardId: CARD_ID }))).toEqual({
      status: 404,
      data: { messages: ['payment.errors.saved-card-not-found'] },
    });
  });

  it('finds no card by a value that is no card id, without asking the service', async () => {
    const remove = vi.fn(async () => undefined);
    expect(answerOf(await run(remove, { cardId: '../other' })).status).toBe(404);
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the card and says to try again when the provider cannot be reached', async () => {
    const remove = vi.fn(async () => {
      throw new Refusal(502, 'payment.errors.provider-unavailable');
    });
    expect(answerOf(await run(remove, { cardId: CARD_ID }))).toEqual({
      status: 502,
      data: { messages: ['payment.errors.provider-unavailable'] },
    });
  });
});
