import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cardLinks, checkpoint, hydrated, literal } from './support.ts';

// A gift card inside a card (issue 17): a shopper quick-adds a gift card, is taken to the cards of the
// occasion, writes a folded card with the gift card in it, sees the gift card as its own line in the cart
// and in the payment total, pays with the test card and sees it on the confirmation.

const TEST_CARD = '4242 4242 4242 4242';
const main = (page: Page) => page.getByRole('main');

/** The amount of a summary row (`<dt>label</dt><dd>amount</dd>`), in minor units. */
async function rowAmount(summary: Locator, label: string): Promise<number> {
  const value = summary
    .locator('div')
    .filter({ has: summary.page().locator(`dt:text-is("${label}")`) })
    .locator('dd');
  await expect(value).toHaveCount(1);
  return Math.round(Number((await value.innerText()).replace(/[^\d.]/g, '')) * 100);
}

/** The text of every page of a PDF, page by page. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

test('a shopper buys a gift card inside a card: quick add, write, cart, payment total, confirmation', async ({
  page,
}, testInfo) => {
  // Ten steps from the landing to the print file, which waits for the card to be rendered: on a busy
  // machine the whole journey outgrows the default minute.
  test.setTimeout(120_000);
  const email = `gift-${testInfo.project.name}-${Date.now()}@example.com`;
  let giftCardName = '';
  let amountLabel = '';
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
    // The page has changed once its send section shows: its heading is the gift card's name.
    await expect(page.getByRole('heading', { name: 'Send this gift card', level: 2 })).toBeVisible();
    giftCardName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(giftCardName).not.toBe('');
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
    amountLabel = (await amount.getByRole('option').nth(1).innerText()).trim();
    await amount.selectOption({ label: amountLabel });
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await occasion.selectOption({ label: 'Birthday' });
    await expect(occasion).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(page).toHaveURL(/\/occasion\/birthday$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Birthday');
    await expect(
      page.getByText(
        'Gift card chosen. Now choose a card to send it in: it goes in your cart with the card.',
      ),
    ).toBeVisible();
    const kept = await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ category: 'birthday', region: 'AU' });
    await checkpoint(page, testInfo, 'gift-card-occasion');
  });

  await test.step('a folded card of the occasion takes the gift card: the editor shows it in the card', async () => {
    await page.goto('/occasion/birthday?sizes=folded');
    const cardPath = (await cardLinks(page).first().getAttribute('href')) ?? '';
    expect(cardPath).toMatch(/^\/[^#?]+$/);
    await page.goto(cardPath);
    const write = page.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    const inCard = page.getByRole('region', { name: 'A gift card goes in this card' });
    await expect(inCard).toContainText(new RegExp(literal(giftCardName).source, 'i'));
    await expect(inCard).toContainText(amountLabel);
    await page.getByRole('tab', { name: 'Inside right' }).click();
    // Its place in the card is named as it shows: the gift card and its amount.
    const slot = page.getByRole('button', {
      name: new RegExp(`^Select .*gift card, ${literal(amountLabel).source}$`, 'i'),
    });
    await expect(slot).toBeVisible();
    await expect(slot).toContainText(amountLabel);
    await page
      .getByRole('textbox', { name: 'Your message on the Inside right page' })
      .fill('Happy birthday, Sam!');
    await checkpoint(page, testInfo, 'gift-card-in-editor', { fullPage: false });
  });

  await test.step('the recipient must confirm the gift card by a code, sent to their e-mail', async () => {
    const compose = page.getByRole('form', { name: 'Send your card' });
    await compose.getByLabel('Recipient’s name').fill('Sam Taylor');
    const country = compose.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await compose.getByLabel('Street address').fill('12 Salamanca Place');
    await compose.getByLabel('Suburb or town').fill('Hobart');
    await compose.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await compose.getByLabel('Postcode').fill('7000');
    await compose.getByLabel('First name').fill('Alex');
    await compose.getByLabel('Last name').fill('Writer');
    await compose.getByLabel('Email', { exact: true }).fill(email);
    await compose
      .getByRole('checkbox', { name: 'Ask the recipient to confirm it is theirs before spending it' })
      .check();
    // Checked with nowhere to send the code: the form says what it needs.
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    const theirEmail = compose.getByLabel('Their e-mail address');
    await expect(theirEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(theirEmail).toHaveAccessibleDescription(
      /Give their e-mail address, their mobile number, or both\./,
    );
    await theirEmail.fill('sam@example.com');
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    // The gift card is in the cart now: it waits for no other card.
    expect(await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'))).toBeNull();
  });

  await test.step('the cart shows the gift card as its own line, and the total charges it', async () => {
    await expect(main(page).getByRole('heading', { name: 'Your cart' })).toBeVisible();
    const line = main(page).locator('[data-gift-card-line]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(new RegExp(literal(giftCardName).source, 'i'));
    await expect(line).toContainText(amountLabel);
    await expect(line).toContainText('They confirm it is theirs with a code before spending it.');
    const summary = main(page)
      .locator('dl')
      .filter({ has: page.locator('dt:text-is("Total")') });
    const totals = main(page)
      .locator('dl')
      .filter({ has: page.locator('dt:text-is("Gift cards")') });
    await expect(totals.locator('dd').last()).toHaveText(amountLabel);
    const cards = await rowAmount(totals, 'Cards');
    const giftCards = await rowAmount(totals, 'Gift cards');
    const total = await rowAmount(summary, 'Total');
    // Standard post in Australia is in the card's price; GST is included: the total is the two.
    expect(total).toBe(cards + giftCards);
    const pay = main(page).getByRole('button', { name: /^Pay / });
    await expect(pay).toHaveText(literal(`Pay ${await summary.locator('dd').last().innerText()}`));
    await checkpoint(page, testInfo, 'gift-card-in-cart');
  });

  await test.step('paying with the test card completes, and the confirmation shows the gift card', async () => {
    await main(page).getByLabel('Card number').fill(TEST_CARD);
    await main(page).getByLabel('Expiry date').fill('12 / 34');
    await main(page).getByLabel('Security code (CVC)').fill('123');
    await main(page).getByLabel('Name on card').fill('Alex Writer');
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/single$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    const line = main(page).locator('[data-gift-card-line]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(new RegExp(literal(giftCardName).source, 'i'));
    await expect(line).toContainText(amountLabel);
    const totals = main(page)
      .locator('dl')
      .filter({ has: page.locator('dt:text-is("Gift cards")') });
    await expect(totals.locator('dd').last()).toHaveText(amountLabel);
    await checkpoint(page, testInfo, 'gift-card-confirmed');
  });

  await test.step('the print file says inside where to redeem the gift card: never an empty box', async () => {
    const proof = main(page).getByRole('link', { name: /^Download proof/ });
    await expect(proof).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), proof.click()]);
    const pages = await pdfText(new Uint8Array(await readFile((await download.path()) ?? '')));
    expect(pages).toHaveLength(4);
    const inside = pages[2] ?? '';
    expect(inside).toContain(amountLabel);
    expect(inside).toContain('Redeem it at');
    expect(inside).toContain(`${new URL(page.url()).origin}/redeem`);
    // The paid gift card's code is issued as its print file is made, and printed to type on /redeem.
    expect(inside).toMatch(/Code: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  });
});
