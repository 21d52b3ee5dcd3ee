import type { User } from '@cardshop/shared/contracts/auth';
import {
  CampaignCreateSchema,
  CampaignUpdateSchema,
  RecipientFixSchema,
  RecipientsAddSchema,
  type SendView,
} from '@cardshop/shared/contracts/campaigns';
import { type OrderRef, OrderRefSchema } from '@cardshop/shared/contracts/orders';
import { TestCardSchema } from '@cardshop/shared/contracts/payments';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import { formAgain, formText, parseForm, refusedForm } from '../../lib/route-form.ts';
import { cardPayload } from '../../ui/payment-card/card-form.ts';
import { SEND_URL, stepUrl } from './send-links.ts';

// The forms of /send (decision records 19 and 33): each posts to the route's action with an `intent`,
// before and after scripts load alike; parsed with the contracts of the JSON calls and handled by the
// same campaign and payment services. Each ends in a redirect to the next page, or shows its form again
// with the errors beside its fields.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

/** What a form shows again: its intent (which form), the values entered, and the errors. */
export interface SendAnswer {
  intent: string;
  /** The recipient a fix form was about. */
  recipient?: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  messages: string[];
  retryAfter?: number;
  declined?: string | null;
  challenge?: { amount: number; currency: string; order: OrderRef } | null;
  added?: { added: number; skipped: number };
}

const CARD_FIELDS = ['card-number', 'card-expiry', 'card-cvc', 'card-name'] as const;

const textsOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');

/** The action of `/send` and `/send/{step}`. */
export async function sendAction({ request, context, user }: Args, view: SendView | null) {
  const services = servicesFrom(context);
  const { campaigns } = services;
  const url = new URL(request.url);
  const id = url.searchParams.get('c') ?? '';
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('card-'),
    ),
  );
  // The page the form was on, as it was paged (a review page, or only the cards with problems).
  const samePage = () => {
    const extra: Record<string, string> = {};
    for (const key of ['page', 'show']) {
      const value = url.searchParams.get(key);
      if (value) extra[key] = value;
    }
    return stepUrl(view ?? 'review', id, extra);
  };
  const again = (errors: Record<string, string[]>, extra: Partial<SendAnswer> = {}) =>
    formAgain({ intent, ...extra }, values, errors);
  const refused = (error: unknown, extra: Partial<SendAnswer> = {}) =>
    refusedForm(error, values, { intent, ...extra });

  try {
    switch (intent) {
      case 'create': {
        const parsed = parseForm(CampaignCreateSchema, values);
        if (!parsed.ok) return again(parsed.errors);
        const created = await campaigns.create(user.id, parsed.data, requestedRegion(request));
        return redirect(stepUrl(created.card ? 'message' : 'card', created.id), 303);
      }
      case 'card':
      case 'message':
      case 'schedule': {
        const input =
          intent === 'schedule'
            ? { schedule: { type: values.scheduleType, date: values.scheduleDate } }
            : intent === 'message'
              ? { message: values.message ?? '', font: values.font, name: values.name }
              : { cardId: values.cardId ?? '' };
        const parsed = parseForm(CampaignUpdateSchema, input);
        if (!parsed.ok) return again(flatten(parsed.errors));
        if (intent === 'card' && !parsed.data.cardId) return again({ cardId: ['validation.required'] });
        await campaigns.update(user.id, id, parsed.data);
        const next = { card: 'message', message: 'recipients', schedule: 'pay' } as const;
        return redirect(stepUrl(next[intent], id), 303);
      }
      case 'contacts': {
        const parsed = parseForm(RecipientsAddSchema, {
          contacts: textsOf(form, 'contacts'),
          groups: textsOf(form, 'groups'),
        });
        if (!parsed.ok) return again(parsed.errors);
        const added = await campaigns.addContacts(user.id, id, parsed.data);
        return again({}, { added: { added: added.added, skipped: added.skipped } });
      }
      case 'upload': {
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0) {
          return again({ file: ['address-book.import.error.empty'] });
        }
        const added = await campaigns.addList(user.id, id, new Uint8Array(await file.arrayBuffer()));
        return again({}, { added: { added: added.added, skipped: added.skipped } });
      }
      case 'fix': {
        const recipient = values.recipient ?? '';
        const fields = Object.fromEntries(
          Object.entries(values)
            .filter(([key]) => key.startsWith('field:'))
            .map(([key, value]) => [key.slice(6), value]),
        );
        const parsed = parseForm(RecipientFixSchema, { ...values, fields });
        if (!parsed.ok) return again(parsed.errors, { recipient });
        try {
          await campaigns.fixRecipient(user.id, id, recipient, parsed.data);
        } catch (error) {
          return refused(error, { recipient });
        }
        return redirect(samePage(), 303);
      }
      case 'remove': {
        await campaigns.removeRecipient(user.id, id, values.recipient ?? '');
        return redirect(samePage(), 303);
      }
      case 'copy': {
        const copy = await campaigns.copy(user.id, values.campaign || id);
        return redirect(stepUrl('review', copy.id), 303);
      }
      case 'pay-credits': {
        await campaigns.payWithCredits(user.id, id);
        return redirect(stepUrl('status', id), 303);
      }
      case 'pay-saved-card': {
        const { order } = await campaigns.checkout(user.id, id);
        const paid = await services.payments.savedCards.pay(order, user.id, values.cardId ?? '');
        // The bank's check of a saved card is answered on the checkout's page; here the card form pays.
        if (paid.status === 'requires_action')
          return again({}, { declined: 'campaigns.pay.saved-card-check' });
        if (paid.status !== 'succeeded')
          return again({}, { declined: paid.message ?? 'campaigns.pay.declined' });
        await services.payments.completeForBrowser(order, paid.intentId, user.id);
        return redirect(stepUrl('status', id), 303);
      }
      case 'pay-card':
      case 'challenge':
        return await payByCard({ request, context, user }, id, form, intent, again);
      default:
        return data({ intent, values, errors: {}, messages: ['global.errors.bad-request'] }, { status: 400 });
    }
  } catch (error) {
    return refused(error);
  }
}

/**
 * Pays the campaign's order with the test gateway's card, as the checkout's JSON calls do one after the
 * other: the order (made once, answered again while the campaign has not changed), its intent, the card,
 * the simulated 3-D Secure check when asked, then the completion; on to the progress page.
 */
async function payByCard(
  { context, user }: Args,
  id: string,
  form: FormData,
  intent: 'pay-card' | 'challenge',
  again: (errors: Record<string, string[]>, extra?: Partial<SendAnswer>) => ReturnType<typeof formAgain>,
) {
  const services = servicesFrom(context);
  if (services.payments.provider.name !== 'test') {
    return again({}, { messages: ['checkout.payment.stripe-unavailable'] } as Partial<SendAnswer>);
  }
  const { order } = await services.campaigns.checkout(user.id, id);
  const intentResult = await services.payments.createIntent(order, user.id);
  let result: Awaited<ReturnType<typeof services.payments.testConfirm>>;
  if (intent === 'challenge') {
    const kept = OrderRefSchema.safeParse({ id: form.get('orderId'), token: form.get('orderToken') });
    if (!kept.success || kept.data.id !== order.id) return again({}, {});
    result = await services.payments.testChallenge(intentResult.secret, form.get('approve') === 'yes');
  } else {
    const text = formText(form, CARD_FIELDS);
    const card = {
      number: text['card-number'],
      expiry: text['card-expiry'],
      cvc: text['card-cvc'],
      name: text['card-name'],
    };
    const parsed = parseForm(TestCardSchema, card);
    if (!parsed.ok) return again(parsed.errors);
    result = await services.payments.testConfirm(intentResult.secret, cardPayload(card));
  }
  if (result.status === 'requires_action') {
    return again({}, { challenge: { amount: intentResult.amount, currency: intentResult.currency, order } });
  }
  if (result.status === 'failed') return again({}, { declined: result.message ?? 'campaigns.pay.declined' });
  await services.payments.completeForBrowser(order, intentResult.intentId, user.id);
  return redirect(stepUrl('status', id), 303);
}

/** `schedule.date` as the form's `scheduleDate` field. */
function flatten(errors: Record<string, string[]>): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const [key, rules] of Object.entries(errors)) {
    flat[key === 'schedule.date' ? 'scheduleDate' : key === 'schedule.type' ? 'scheduleType' : key] = rules;
  }
  return flat;
}

export { SEND_URL };
