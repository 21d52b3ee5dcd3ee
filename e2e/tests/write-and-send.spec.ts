import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cardLinks, checkpoint, expectAccessible, hydrated } from './support.ts';

// Write and send (issue 6), the whole way: a guest writes a folded card on its front and inside in a
// chosen font, colour and size, previews it, says who it is for and from, adds it to the cart, pays
// with the test card and downloads the print proof, which is read back like a printer would.

const TEST_CARD = '4242 4242 4242 4242';
const main = (page: Page) => page.getByRole('main');

/** On a phone the writing tools live in a bottom sheet: opens it when it is closed. */
async function openTools(page: Page) {
  const open = page.getByRole('button', { name: 'Writing tools' });
  if ((await open.isVisible()) && (await open.getAttribute('aria-expanded')) === 'false') await open.click();
  const tools = page.getByRole('complementary', { name: 'Writing tools' });
  await expect(tools).toBeVisible();
  return tools;
}

async function closeTools(page: Page) {
  const close = page.getByRole('button', { name: 'Close writing tools' });
  if (await close.isVisible()) await close.click();
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

test('a guest writes a folded card front and inside, pays with the test card and downloads the proof', async ({
  page,
}, testInfo) => {
  const email = `writer-${testInfo.project.name}-${Date.now()}@example.com`;
  const front = page.getByRole('textbox', { name: 'Your message on the Front page' });
  const inside = page.getByRole('textbox', { name: 'Your message on the Inside right page' });

  await test.step("a folded card's Write button opens the editor", async () => {
    await page.goto('/cards?sizes=folded');
    const cardPath = (await cardLinks(page).first().getAttribute('href')) ?? '';
    await page.goto(cardPath);
    const write = page.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
  });

  await test.step('words on the front, over the artwork', async () => {
    await page.getByRole('tab', { name: 'Front' }).click();
    await page.getByRole('button', { name: 'Add words on the Front' }).click();
    await front.fill('For Sam');
    await expect(front).toHaveValue('For Sam');
  });

  await test.step('the message inside, in Kalam, a colour and a larger size', async () => {
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await inside.fill('Happy birthday, Sam!\nLove from Alex');
    const tools = await openTools(page);
    await tools.getByRole('combobox', { name: 'Font' }).selectOption({ label: 'Kalam' });
    await expect(inside).toHaveCSS('font-family', /Kalam/);
    await tools.getByRole('button', { name: 'Colour #b91d47' }).click();
    await expect(inside).toHaveCSS('color', 'rgb(185, 29, 71)');
    const size = tools.getByRole('slider', { name: 'Text size' });
    const before = Number(await size.inputValue());
    await tools.getByRole('button', { name: 'Larger text' }).click();
    await tools.getByRole('button', { name: 'Larger text' }).click();
    await expect(size).toHaveValue(String(before + 2));
    await closeTools(page);
  });

  await test.step('the preview shows the front and, opened, the message inside', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of your card' });
    await expect(dialog.getByText('For Sam')).toBeVisible();
    await dialog.getByRole('button', { name: 'Open the card' }).click();
    await expect(dialog.locator('[data-preview-state="open"]')).toBeVisible();
    await expect(dialog.getByText('Love from Alex')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('who it is for and from, sent now and posted direct; Add to cart goes to checkout', async () => {
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
    await compose.getByLabel('Email').fill(email);
    await expect(compose.getByRole('radio', { name: 'Send now' })).toBeChecked();
    await expect(compose.getByRole('radio', { name: 'Direct to Sam Taylor' })).toBeChecked();
    // The card's price includes standard post inside the region.
    await expect(compose.getByRole('radio', { name: /^Standard post/ })).toBeChecked();
    await expect(compose.getByText('Free', { exact: true })).toBeVisible();
    await expectAccessible(page, 'editor with the compose panel filled in');
    await checkpoint(page, testInfo, 'write-and-send-composed');
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    // The draft now stands for the cart line, so resuming it edits that line.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('cardshop.cardDraft') ?? ''))
      .toMatch(/"item":\{"id":"[0-9a-f-]{36}"/);
  });

  await test.step('Edit from the cart reopens the card; Update cart changes the same line', async () => {
    await expect(main(page).getByText('To Sam Taylor')).toBeVisible();
    const edit = main(page).getByRole('link', { name: /^Edit / });
    await hydrated(edit);
    await edit.click();
    await expect(page).toHaveURL(/\/write\?item=[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await expect(inside).toHaveValue('Happy birthday, Sam!\nLove from Alex');
    await inside.fill('Happy birthday, Sam!\nLots of love from Alex');
    const compose = page.getByRole('form', { name: 'Send your card' });
    await expect(compose.getByLabel('Recipient’s name')).toHaveValue('Sam Taylor');
    await compose.getByRole('button', { name: 'Update cart' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ cards?$/ }),
    ).toHaveAccessibleName('Cart, 1 card');
  });

  await test.step('the card is in the cart with its recipient; paying with the test card completes', async () => {
    await expect(main(page).getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(main(page).getByText('To Sam Taylor')).toBeVisible();
    await expect(main(page).getByLabel('E-mail address')).toHaveValue(email);
    const pay = main(page).getByRole('button', { name: /^Pay / });
    await expect(pay).toBeEnabled();
    await main(page).getByLabel('Card number').fill(TEST_CARD);
    await main(page).getByLabel('Expiry date').fill('12 / 34');
    await main(page).getByLabel('Security code (CVC)').fill('123');
    await main(page).getByLabel('Name on card').fill('Alex Writer');
    await pay.click();
    await expect(page).toHaveURL(/\/complete\/[0-9a-f-]{36}\/[^/]+\/single$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
    // The card written is bought: nothing is left to resume.
    expect(await page.evaluate(() => window.localStorage.getItem('cardshop.cardDraft'))).toBeNull();
  });

  await test.step('the proof appears once printed, and downloads as the print-ready PDF', async () => {
    const proof = main(page).getByRole('link', { name: /^Download proof/ });
    await expect(proof).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'complete page with the proof');
    const [download] = await Promise.all([page.waitForEvent('download'), proof.click()]);
    expect(download.suggestedFilename()).toMatch(/^card-[0-9a-f-]{36}\.pdf$/);
    const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pages = await pdfText(bytes);
    // A folded card prints four panels: front, inside left, inside right, back.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('For Sam');
    expect(pages[2]).toContain('Happy birthday, Sam!');
    expect(pages[2]).toContain('Lots of love from Alex');
  });

  await test.step('Send again opens a copy: the art, the words and the sender, for a new recipient', async () => {
    await main(page)
      .getByRole('button', { name: /^Send again/ })
      .click();
    await expect(page).toHaveURL(/\/write$/);
    await page.getByRole('tab', { name: 'Front' }).click();
    await expect(front).toHaveValue('For Sam');
    const compose = page.getByRole('form', { name: 'Send your card' });
    await expect(compose.getByLabel('Recipient’s name')).toHaveValue('');
    await expect(compose.getByLabel('First name')).toHaveValue('Alex');
    await expect(compose.getByLabel('Email')).toHaveValue(email);
    await expect(compose.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });
});
