import { expect, type Page, test } from '@playwright/test';
import { cardLinks, checkpoint, expectAccessible, hydrated } from './support.ts';

/** On a phone the writing tools live in a bottom sheet: opens it when it is closed. */
async function openTools(page: Page) {
  const open = page.getByRole('button', { name: 'Writing tools' });
  if ((await open.isVisible()) && (await open.getAttribute('aria-expanded')) === 'false') await open.click();
  await expect(page.getByRole('complementary', { name: 'Writing tools' })).toBeVisible();
}

async function closeTools(page: Page) {
  const close = page.getByRole('button', { name: 'Close writing tools' });
  if (await close.isVisible()) await close.click();
}

test('a shopper writes a folded card: inside text, font, colour and size, undo and redo, preview, and the draft survives a reload', async ({
  page,
}, testInfo) => {
  const message = page.getByRole('textbox', { name: 'Your message on the Inside right page' });
  let writeUrl = '';

  await test.step("a folded card's Write button opens the editor on the first inside page", async () => {
    await page.goto('/cards?sizes=folded');
    const firstCard = cardLinks(page).first();
    const cardPath = (await firstCard.getAttribute('href')) ?? '';
    expect(cardPath).toMatch(/^\/[^#?]+$/);
    await page.goto(cardPath);
    const write = page.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    await expect(page).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    writeUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Pages' }).getByRole('tab');
    await expect(tabs).toHaveText(['Front', 'Inside left', 'Inside right', 'Back']);
    await expect(page.getByRole('tab', { name: 'Inside left' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Click a page to write on it.')).toBeVisible();
    await checkpoint(page, testInfo, 'editor-open', { fullPage: false });
  });

  await test.step('the front shows the artwork; the inside right page takes the message', async () => {
    await page.getByRole('tab', { name: 'Front' }).click();
    await expect(page.getByText('The artwork is printed here.')).toBeVisible();
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await message.click();
    await message.fill('Happy birthday, Sam!\nLove from Alex');
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
  });

  await test.step('font, colour and size change the text as drawn', async () => {
    await openTools(page);
    const tools = page.getByRole('complementary', { name: 'Writing tools' });
    await tools.getByRole('combobox', { name: 'Font' }).selectOption({ label: 'Kalam' });
    await expect(message).toHaveCSS('font-family', /Kalam/);
    await tools.getByRole('button', { name: 'Colour #b91d47' }).click();
    await expect(message).toHaveCSS('color', 'rgb(185, 29, 71)');
    const before = Number.parseFloat(await message.evaluate((element) => getComputedStyle(element).fontSize));
    const larger = tools.getByRole('button', { name: 'Larger text' });
    await larger.click();
    await larger.click();
    await expect(tools.getByRole('slider', { name: 'Text size' })).toHaveValue('30');
    const after = Number.parseFloat(await message.evaluate((element) => getComputedStyle(element).fontSize));
    expect(after).toBeGreaterThan(before);
    await expect(tools.getByRole('button', { name: /^Recent colours: #b91d47$/ })).toBeVisible();
    await expectAccessible(page, 'editor with the tools open');
    await closeTools(page);
  });

  await test.step('undo takes back the last changes and redo brings them back', async () => {
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await undo.click();
    await undo.click();
    await openTools(page);
    await expect(page.getByRole('slider', { name: 'Text size' })).toHaveValue('28');
    await closeTools(page);
    await undo.click();
    await expect(message).toHaveCSS('color', 'rgb(31, 42, 68)');
    await redo.click();
    await expect(message).toHaveCSS('color', 'rgb(185, 29, 71)');
    await redo.click();
    await redo.click();
    await openTools(page);
    await expect(page.getByRole('slider', { name: 'Text size' })).toHaveValue('30');
    await closeTools(page);
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
  });

  await test.step('text too long for the page is flagged beside it', async () => {
    await message.fill(`${'So many wishes for you. '.repeat(60)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'The text does not fit' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
    await expect(page.getByRole('alert').filter({ hasText: 'The text does not fit' })).toHaveCount(0);
  });

  await test.step('a decoration is placed, moved and removed; a QR code needs a web address', async () => {
    await openTools(page);
    const tools = page.getByRole('complementary', { name: 'Writing tools' });
    await tools.getByRole('button', { name: 'Add a Heart' }).click();
    const heart = page.getByRole('button', { name: 'Select Heart' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The page being changed and the decoration added stay in view beside (desktop) or above (phone)
    // the tools, which cover neither.
    await expect(heart).toBeInViewport();
    const panel = await tools.boundingBox();
    const written = await message.boundingBox();
    const placed = await heart.boundingBox();
    for (const box of [written, placed]) {
      const clear =
        !!box &&
        !!panel &&
        (box.x + box.width <= panel.x + 1 ||
          panel.x + panel.width <= box.x + 1 ||
          box.y + box.height <= panel.y + 1 ||
          panel.y + panel.height <= box.y + 1);
      expect(clear, `${JSON.stringify(box)} is clear of the tools at ${JSON.stringify(panel)}`).toBe(true);
    }
    const before = await heart.boundingBox();
    await tools.getByRole('button', { name: 'Move right' }).click();
    await expect.poll(async () => (await heart.boundingBox())?.x ?? 0).toBeGreaterThan(before?.x ?? 0);
    await tools.getByRole('button', { name: 'Remove' }).click();
    await expect(heart).toHaveCount(0);

    const address = tools.getByRole('textbox', { name: 'QR code: Web address' });
    await address.fill('our video');
    await tools.getByRole('button', { name: 'Add QR code' }).click();
    await expect(tools.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
    await address.fill('https://example.com/our-video');
    await tools.getByRole('button', { name: 'Add QR code' }).click();
    await expect(page.getByRole('button', { name: 'Select QR code' }).locator('path')).toHaveCount(1);
    await closeTools(page);
  });

  await test.step('the preview opens the card to show the message inside', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of your card' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Open the card' }).click();
    await expect(dialog.locator('[data-preview-state="open"]')).toBeVisible();
    await expect(dialog.getByText('Love from Alex')).toBeVisible();
    await checkpoint(page, testInfo, 'editor-preview', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a reload restores the draft, and plain /write resumes it', async () => {
    // The draft is written down shortly after the last change.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('cardshop.cardDraft') ?? ''))
      .toContain('Love from Alex');
    await page.reload();
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
    await expect(message).toHaveCSS('color', 'rgb(185, 29, 71)');
    await page.goto('/write');
    await page.getByRole('tab', { name: 'Inside right' }).click();
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
    await expect(page.getByRole('button', { name: 'Select QR code' })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss tip' }).click();
    await expect(page.getByText('Click a page to write on it.')).toHaveCount(0);
    await checkpoint(page, testInfo, 'editor-restored', { fullPage: false });
  });

  await test.step('a gift card chosen on the gift-card pages goes in the card, named, with its amount', async () => {
    // As the quick-add form leaves it: the first Australian gift card, at its smallest amount.
    const answer = await page.request.get('/api/gift-cards?regions=au&wildcards=false&maxResults=1');
    const [giftCard] = ((await answer.json()) as { data: { results: Array<Record<string, unknown>> } }).data
      .results as Array<{ id: string; name: string; availableAmounts: Record<string, string> }>;
    expect(giftCard).toBeDefined();
    const [amount, label] = Object.entries(giftCard?.availableAmounts ?? {}).sort(
      ([a], [b]) => Number(a) - Number(b),
    )[0] ?? ['', ''];
    await page.evaluate(
      (selection) => sessionStorage.setItem('cardshop.giftCardSelection', JSON.stringify(selection)),
      { id: giftCard?.id, amount: Number(amount), category: 'birthday', canChange: true, region: 'AU' },
    );
    await page.goto(writeUrl);
    const inCard = page.getByRole('region', { name: 'A gift card goes in this card' });
    await expect(inCard).toContainText(`${giftCard?.name} gift card, ${label}`);
    await page.getByRole('tab', { name: 'Inside right' }).click();
    // Its place in the card shows the gift card and its amount, and is named so.
    const slot = page.getByRole('button', { name: `Select ${giftCard?.name} gift card, ${label}` });
    await expect(slot).toBeVisible();
    await expect(slot).toHaveText(`${giftCard?.name} gift card, ${label}`);
    // With a gift card in it, the card asks how the recipient proves the gift card is theirs.
    const compose = page.getByRole('form', { name: 'Send your card' });
    await expect(compose.getByLabel('Their e-mail address')).toHaveCount(0);
    await compose
      .getByRole('checkbox', { name: 'Ask the recipient to confirm it is theirs before spending it' })
      .check();
    await compose.getByLabel('Their mobile number').fill('0412 345 678');
    await expect(compose.getByLabel('Their mobile number')).toHaveValue('0412 345 678');
    // The dismissed tip stays hidden (for 7 days).
    await expect(page.getByText('Click a page to write on it.')).toHaveCount(0);
    await expect(message).toHaveValue('Happy birthday, Sam!\nLove from Alex');
    // Taken out, it is gone from the card (and waits for no other card).
    await inCard.getByRole('button', { name: 'Take the gift card out' }).click();
    await expect(slot).toHaveCount(0);
    await expect(compose.getByLabel('Their mobile number')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'))).toBeNull();
  });

  await test.step('a card size without room for one says so, keeps the gift card and offers sizes that can', async () => {
    await page.evaluate(() =>
      sessionStorage.setItem(
        'cardshop.giftCardSelection',
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000001',
          amount: 5000,
          category: 'birthday',
          canChange: true,
          region: 'AU',
        }),
      ),
    );
    await page.goto('/cards?sizes=postcard');
    const cardPath = (await cardLinks(page).first().getAttribute('href')) ?? '';
    await page.goto(cardPath);
    const write = page.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    const notice = page.getByRole('region', { name: 'A postcard has no room for a gift card' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Folded card cards' })).toHaveAttribute(
      'href',
      '/cards?sizes=folded',
    );
    await expect(page.getByRole('button', { name: /^Select .*gift card/i })).toHaveCount(0);
    // Nothing is lost: the gift card still waits, until the shopper sends this card without it.
    expect(await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'))).not.toBeNull();
    await notice.getByRole('button', { name: 'Send this card without the gift card' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('cardshop.giftCardSelection'))).toBeNull();
  });
});

test('with no card chosen and nothing kept, /write points to the cards', async ({ page }) => {
  await page.goto('/write');
  await expect(page.getByRole('heading', { name: 'Nothing to write yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the cards' })).toHaveAttribute('href', '/cards');
  await expectAccessible(page, 'editor without a card');
});

test('a postcard is written on its back and turns over in the preview', async ({ page }) => {
  await page.goto('/cards?sizes=postcard');
  const cardPath = (await cardLinks(page).first().getAttribute('href')) ?? '';
  await page.goto(cardPath);
  const write = page.getByRole('link', { name: 'Write this card' });
  await hydrated(write);
  await write.click();
  await expect(page.getByRole('tablist', { name: 'Pages' }).getByRole('tab')).toHaveText(['Front', 'Back']);
  await expect(page.getByRole('tab', { name: 'Back' })).toHaveAttribute('aria-selected', 'true');
  const message = page.getByRole('textbox', { name: 'Your message on the Back page' });
  await message.fill('Greetings from Hobart');
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview of your card' });
  await expect(dialog.locator('[data-preview-state="front"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn over' }).click();
  await expect(dialog.locator('[data-preview-state="back"]')).toBeVisible();
  await expect(dialog.getByText('Greetings from Hobart')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview' })).toBeFocused();
});
