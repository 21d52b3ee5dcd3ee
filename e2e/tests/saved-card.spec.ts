import { expect, type Page, test } from '@playwright/test';
import {
  cartWithBlanks,
  confirmedHeading,
  fillCard,
  main,
  openPayment,
  orderOfBlanks,
  post,
  signedInAccount,
  TEST_CARD,
} from './checkout-helpers.ts';
import { checkpoint, desktopOnly, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('saved-card'));

// The saved card (issue 17): a signed-in buyer pays with the test card ticking "save", the account shows
// the card (brand, last four, expiry), the next order is paid with it in one step, and the card is
// removed from /account/saved-card after a confirmation; without scripts the page shows and removes it
// the same way.

const SAVED_BUTTON = 'Pay with Visa •••• 4242';

/** Counts the payment calls the page makes from now on. */
function countCalls(page: Page) {
  const calls = { intent: 0, paySaved: 0 };
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/payment/order/intent')) calls.intent += 1;
    if (sent.url().endsWith('/api/payment/order/pay-saved-card')) calls.paySaved += 1;
  });
  return calls;
}

test('a signed-in buyer saves the card at payment, pays the next order with it in one step, and removes it', async ({
  page,
}, testInfo) => {
  const { email } = await signedInAccount(page.request, testInfo, 'saver');

  await test.step('the first order: the test card, with “save” ticked (it starts unticked)', async () => {
    await cartWithBlanks(page, 5, email);
    const pay = await openPayment(page);
    const save = main(page).getByRole('checkbox', { name: 'Save this card for next time' });
    await expect(save).not.toBeChecked();
    await expect(main(page).getByRole('button', { name: /^Pay with / })).toHaveCount(0);
    await fillCard(page, TEST_CARD);
    await save.check();
    await pay.click();
    await expect(confirmedHeading(page)).toBeVisible();
  });

  await test.step('the account shows the card: brand, last four digits and expiry', async () => {
    await page.goto('/account');
    await main(page)
      .getByRole('link', { name: /^Saved card The card you pay with in one step/ })
      .click();
    await expect(page).toHaveURL(/\/account\/saved-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved card' })).toBeVisible();
    const card = main(page).getByRole('region', { name: 'Your saved card' });
    await expect(card).toContainText('Visa');
    await expect(card).toContainText('4242');
    await expect(card).toContainText('Expires 12/34');
    await expect(card).not.toContainText('4242 4242');
    await checkpoint(page, testInfo, 'saved-card');
  });

  await test.step('the next order is paid with the saved card in one press', async () => {
    await cartWithBlanks(page, 3, email);
    await openPayment(page);
    const payWithSaved = main(page).getByRole('button', { name: SAVED_BUTTON });
    await expect(payWithSaved).toBeEnabled();
    await expect(main(page).getByText('Visa ending in 4242, expires 12/34.')).toBeVisible();
    await checkpoint(page, testInfo, 'payment-saved-card');
    const calls = countCalls(page);
    await payWithSaved.click();
    await expect(confirmedHeading(page)).toBeVisible();
    expect(calls).toEqual({ intent: 0, paySaved: 1 });
  });

  await test.step('the card is removed from its page, after a confirmation', async () => {
    await page.goto('/account/saved-card');
    const remove = main(page).getByRole('link', { name: 'Remove card' });
    await hydrated(remove);
    await remove.click();
    const question = main(page).getByRole('heading', { name: 'Remove Visa •••• 4242?' });
    await expect(question).toBeFocused();
    await checkpoint(page, testInfo, 'saved-card-remove');
    await main(page).getByRole('link', { name: 'Keep it' }).click();
    await expect(question).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: 'Your saved card' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Remove card' }).click();
    await main(page).getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(main(page).getByRole('status')).toHaveText('Your card has been removed.');
    await expect(page).toHaveURL(/\/account\/saved-card\?removed=1$/);
    await expect(main(page).getByRole('heading', { name: 'No saved card' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Your saved card' })).toHaveCount(0);
  });

  await test.step('the next checkout offers no saved card', async () => {
    await cartWithBlanks(page, 2, email);
    await openPayment(page);
    await expect(main(page).getByRole('checkbox', { name: 'Save this card for next time' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^Pay with / })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the saved-card page shows the card and removes it once confirmed', async ({ page }, testInfo) => {
    desktopOnly(testInfo, 'the route forms are the same on every device');
    const { email } = await signedInAccount(page.request, testInfo, 'saver-nojs');

    await test.step('a card saved at an earlier payment (through the API, as the payment page pays)', async () => {
      const order = await orderOfBlanks(page.request, 2, email);
      const intent = (
        await (await post(page.request, '/api/payment/order/intent', { order, saveCard: true })).json()
      ).data as { secret: string; intentId: string };
      const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Sam Saver' };
      await post(page.request, '/api/payment/test/confirm', { secret: intent.secret, card });
      await post(page.request, '/api/payment/order/complete', { order, intentId: intent.intentId });
    });

    await test.step('the page lists it, and asks before removing it', async () => {
      await page.goto('/account/saved-card');
      await expect(main(page).getByRole('region', { name: 'Your saved card' })).toContainText(
        'Expires 12/34',
      );
      await main(page).getByRole('link', { name: 'Remove card' }).click();
      await expect(page).toHaveURL(/\/account\/saved-card\?remove=1$/);
      await expect(main(page).getByRole('heading', { name: 'Remove Visa •••• 4242?' })).toBeVisible();
      await checkpoint(page, testInfo, 'saved-card-remove-no-js', { scriptsDisabled: true });
    });

    await test.step('confirming posts the form to the page, which says the card is removed', async () => {
      const posted = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.method() === 'POST',
      );
      await main(page).getByRole('button', { name: 'Yes, remove it' }).click();
      await posted;
      await expect(page).toHaveURL(/\/account\/saved-card\?removed=1$/);
      await expect(main(page).getByText('Your card has been removed.')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'No saved card' })).toBeVisible();
      const answer = await page.request.get('/api/account/saved-card');
      expect((await answer.json()).data).toEqual({ card: null, holder: 'account', canChange: true });
    });
  });
});
