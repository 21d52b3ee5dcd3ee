import { expect, test } from '@playwright/test';
import { checkpoint, hydrated } from './support.ts';

test('a shopper picks a gift card and is taken to the cards of the chosen occasion', async ({
  page,
}, testInfo) => {
  await test.step('the gift-cards landing lists regions', async () => {
    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gift cards by region' })).toBeVisible();
    await checkpoint(page, testInfo, 'gift-cards');
  });

  await test.step('a region lists its gift cards', async () => {
    await page.getByRole('link', { name: /^Australia\b.*See gift cards/ }).click();
    await expect(page).toHaveURL(/\/gift-cards\/au$/);
    await expect(page.getByRole('heading', { name: 'Australia gift cards' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
    await checkpoint(page, testInfo, 'gift-cards-region');
  });

  await test.step('a gift card page shows the card with its send form', async () => {
    await page
      .getByRole('link', { name: /^View details of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gift-cards\/au\/[^/]+$/);
    const giftCardName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(giftCardName).not.toBe('');
    await expect(page.getByRole('heading', { name: 'Send this gift card', level: 2 })).toBeVisible();
    await checkpoint(page, testInfo, 'gift-card');
  });

  // The page's send form (the detail page has this one form), named 'Send a … gift card'.
  const form = page.getByRole('form', { name: /^Send a .+ gift card$/ });
  const amount = form.getByLabel('Amount');
  const occasion = form.getByLabel('Occasion');
  const submit = form.getByRole('button', { name: 'Choose a card to send it in' });

  await test.step('an empty quick-add is refused with a message on each field', async () => {
    await hydrated(submit);
    await submit.click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Please choose an amount.');
    await expect(occasion).toHaveAttribute('aria-invalid', 'true');
    await expect(occasion).toHaveAccessibleDescription('Please choose an occasion.');
    await expect(amount).toBeFocused();
    await expect(page).toHaveURL(/\/gift-cards\/au\/[^/]+$/);
    await expect(form.getByText(/^Region:\s*Australia$/)).toBeVisible();
    await checkpoint(page, testInfo, 'gift-card-errors');
  });

  await test.step('with an amount and an occasion it goes to that occasion’s cards', async () => {
    const firstAmount = await amount.getByRole('option').nth(1).innerText();
    await amount.selectOption({ label: firstAmount });
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await occasion.selectOption({ label: 'Birthday' });
    await expect(occasion).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(page).toHaveURL(/\/occasion\/birthday$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
    await expect(page.getByText('Gift card added. Now choose a card to send it in.')).toBeVisible();
    const kept = await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ category: 'birthday', region: 'AU' });
    await checkpoint(page, testInfo, 'gift-card-occasion');
  });
});
