import type { User } from '@cardshop/shared/contracts/auth';
import {
  type CreditPurchase,
  type CreditPurchaseRef,
  CreditPurchaseRefSchema,
  CreditPurchaseSchema,
  GiftCreditPurchaseSchema,
} from '@cardshop/shared/contracts/credits';
import { TestCardSchema, type TestPaymentResult } from '@cardshop/shared/contracts/payments';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import { type FormAnswer, formAgain, formText, parseForm, refusedForm } from '../../lib/route-form.ts';
import { cardPayload } from '../../ui/payment-card/card-form.ts';
import { completeUrl, giftPayUrl, payUrl } from './credits-links.ts';
import { BUY_FIELDS, GIFT_FIELDS, GIFT_FORM, PAY_FIELDS, type PayAnswer } from './credits-text.ts';

// The credits pages' forms (decision records 19 and 23). They post to their route's action before and
// after scripts load alike (React Router sends the same post without a page load once they have): the
// action parses the fields with the contracts of the JSON calls and calls the same services in-process.

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The signed-in user (the route's action made sure of it). */
  user: User;
}

/**
 * `POST /account/credits/purchase`: a number of credits, or a whole amount of gift credit (the form
 * field `form` says which), checked, then on to paying for it.
 */
export async function buyAction({ request }: Pick<ActionArgs, 'request'>) {
  const form = await request.formData();
  if (form.get('form') === GIFT_FORM) {
    const gift = formText(form, GIFT_FIELDS);
    const parsed = parseForm(GiftCreditPurchaseSchema, { amount: gift.amount });
    if (!parsed.ok) return formAgain({ form: GIFT_FORM }, gift, parsed.errors);
    return redirect(giftPayUrl(parsed.data.amount), 303);
  }
  const values = formText(form, BUY_FIELDS);
  const parsed = parseForm(CreditPurchaseSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  return redirect(payUrl(parsed.data.quantity), 303);
}

const refOf = (purchase: Pick<CreditPurchase, 'id' | 'token'>): CreditPurchaseRef => ({
  id: purchase.id,
  token: purchase.token,
});

/**
 * `POST /account/credits/purchase/{qty}`: pays for the pack with the test gateway's card, as the JSON
 * calls do one after the other: the purchase (made once; a declined card's purchase is paid by the next
 * attempt), its intent, the card, the simulated 3-D Secure check when the gateway asks for it, then the
 * completion that adds the credits, and on to the purchase's page. A declined card, the check and field
 * errors show the page again. With Stripe the card is typed into Stripe.js instead, which this page
 * cannot load (as on the checkout's payment page).
 */
export async function payAction(
  { request, context, user }: ActionArgs,
  /** A number of credits, or a top-up of gift credit in whole units of the region's currency. */
  bought: number | { kind: 'credits'; quantity: number } | { kind: 'gift-credit'; amount: number },
) {
  const what = typeof bought === 'number' ? { kind: 'credits' as const, quantity: bought } : bought;
  const services = servicesFrom(context);
  const form = formText(await request.formData(), PAY_FIELDS);
  const values = { name: form['card-name'], expiry: form['card-expiry'] };
  const kept = CreditPurchaseRefSchema.safeParse({ id: form.purchaseId, token: form.purchaseToken });
  const none: Omit<PayAnswer, keyof FormAnswer<unknown>> = {
    purchase: kept.success ? kept.data : null,
    declined: null,
    challenge: null,
  };
  if (services.payments.provider.name !== 'test') {
    return data(
      { ...none, values, errors: {}, messages: ['checkout.payment.stripe-unavailable'] },
      { status: 409 },
    );
  }
  const purchases = services.credits.purchases;

  try {
    let purchase = kept.success ? await purchases.view(user.id, kept.data) : null;
    if (purchase?.status === 'paid') return redirect(completeUrl(purchase), 303);

    let result: TestPaymentResult;
    let intent: Awaited<ReturnType<typeof purchases.createIntent>>;
    if (form.step === 'challenge' && purchase) {
      // The intent waiting for the check: asking again answers the same one.
      intent = await purchases.createIntent(user.id, refOf(purchase));
      result = await services.payments.testChallenge(intent.secret, form.approve === 'yes');
    } else {
      const card = {
        number: form['card-number'],
        expiry: form['card-expiry'],
        cvc: form['card-cvc'],
        name: form['card-name'],
      };
      const parsed = parseForm(TestCardSchema, card);
      if (!parsed.ok) return formAgain(none, values, parsed.errors);
      purchase ??=
        what.kind === 'gift-credit'
          ? await services.credits.buyGiftCredit(user.id, what.amount, requestedRegion(request))
          : await services.credits.buy(user.id, what.quantity, requestedRegion(request));
      intent = await purchases.createIntent(user.id, refOf(purchase));
      result = await services.payments.testConfirm(intent.secret, cardPayload(card));
    }

    const ref = refOf(purchase);
    if (result.status === 'requires_action') {
      return formAgain(
        { ...none, purchase: ref, challenge: { amount: intent.amount, currency: intent.currency } },
        values,
      );
    }
    if (result.status === 'failed') {
      return formAgain(
        { ...none, purchase: ref, declined: result.message ?? 'credits.pay.declined' },
        values,
      );
    }
    await purchases.completeForBrowser(user.id, ref, intent.intentId);
    return redirect(completeUrl(ref), 303);
  } catch (error) {
    return refusedForm(error, values, none);
  }
}
