import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost } from '../../lib/test-helpers.ts';
import { newsletterAction } from './newsletter-action.server.ts';

describe('the newsletter signup posted without scripts', () => {
  it('signs the address up as the API does, in the region asked for, and thanks by name', async () => {
    const newsletterSignUp = vi.fn(async () => undefined);
    const { context } = actionContext({ account: { newsletterSignUp } });
    const request = formPost('/newsletter?region=nz', { name: ' Ada ', email: 'Ada@Example.com' });
    const answer = answerOf(await newsletterAction({ request, context }));
    expect(answer.data).toEqual({ thanks: 'Ada', values: { name: '', email: '' }, errors: {}, messages: [] });
    expect(newsletterSignUp).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }, 'nz');
  });

  it('shows the broken rules beside the fields and keeps what was typed', async () => {
    const newsletterSignUp = vi.fn();
    const { context } = actionContext({ account: { newsletterSignUp } });
    const request = formPost('/newsletter', { name: '', email: 'ada@' });
    const answer = answerOf(await newsletterAction({ request, context }));
    expect(answer).toEqual({
      status: 422,
      data: {
        thanks: null,
        values: { name: '', email: 'ada@' },
        errors: { name: ['required'], email: ['email'] },
        messages: [],
      },
    });
    expect(newsletterSignUp).not.toHaveBeenCalled();
  });
});
