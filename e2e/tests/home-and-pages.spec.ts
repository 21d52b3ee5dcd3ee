import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { checkpoint, desktopOnly, expectAccessible, hydrated } from './support.ts';

test('the homepage shows its hero and reviews, and the newsletter form signs a shopper up by a mailed link', async ({
  page,
}, testInfo) => {
  await page.goto('/');

  await test.step('the hero carousel shows a slide with its call to action, and moves on request', async () => {
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = hero.getByRole('group');
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAccessibleName(/^\d+ of \d+$/);
    await expect(slide.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(slide.getByRole('link')).toBeVisible();
    await expect(slide).toHaveAccessibleName(/^1 of \d+$/);
    const count = Number((await slide.getAttribute('aria-label'))?.split(' of ')[1]);
    // The seeded homepage has several slides, so there is somewhere to move to.
    expect(count).toBeGreaterThan(1);
    const firstHeading = await slide.getByRole('heading', { level: 2 }).textContent();
    const second = hero.getByRole('button', { name: `Show slide 2 of ${count}` });
    await hydrated(second);
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('button', { name: `Show slide 1 of ${count}` })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(hero.getByRole('group')).toHaveAccessibleName(`2 of ${count}`);
    const secondHeading = hero.getByRole('group').getByRole('heading', { level: 2 });
    await expect(secondHeading).toBeVisible();
    await expect(secondHeading).not.toHaveText(firstHeading ?? '');
  });

  await test.step('the testimonials carousel shows a rated review', async () => {
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute('aria-roledescription', 'carousel');
    const review = reviews.getByRole('group');
    await expect(review).toHaveCount(1);
    await expect(review).toHaveAccessibleName(/^\d+ of \d+$/);
    await expect(review.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(review.getByRole('blockquote')).toBeVisible();
    await expect(review.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    await checkpoint(page, testInfo, 'home');
  });

  await test.step('the latest articles show the day each was published, in words and for machines alike', async () => {
    const articles = page.getByRole('region', { name: 'Latest articles' });
    await articles.scrollIntoViewIfNeeded();
    const dates = await articles.locator('time').all();
    expect(dates.length).toBeGreaterThan(0);
    for (const time of dates) {
      const day = (await time.getAttribute('datetime')) ?? '';
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', {
        month: 'long',
        timeZone: 'UTC',
      });
      await expect(time).toHaveText(new RegExp(`^${date}(st|nd|rd|th) ${monthName}, ${year}$`));
    }
  });

  const newsletter = page.getByRole('region', { name: 'Card ideas, new artists and the odd offer' });
  const name = newsletter.getByLabel('First name');
  const email = newsletter.getByLabel('Email');
  const signUp = newsletter.getByRole('button', { name: 'Sign up' });

  await test.step('the newsletter form explains what is wrong with each field', async () => {
    await hydrated(signUp);
    await signUp.click();
    await expect(newsletter.getByText('Please fill in this field.')).toHaveCount(2);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Ada');
    await email.fill('ada@not-an-address');
    await signUp.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectAccessible(page, 'newsletter with errors');
  });

  const address = `ada+${testInfo.project.name}-${Date.now()}@example.com`;
  const checkInbox =
    'Thank you, Ada! Check your inbox to confirm your subscription: we’ve just e-mailed you.';
  /** Sends the form with the JSON call and answers its status. */
  const send = async () => {
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/account/newsletter-signup' &&
        response.request().method() === 'POST',
    );
    await signUp.click();
    return (await answered).status();
  };

  await test.step('a valid address is accepted by the API and asked to confirm from its inbox', async () => {
    await email.fill(address);
    expect(await send()).toBe(200);
    await expect(newsletter.getByRole('status')).toHaveText(checkInbox);
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'newsletter sent');
  });

  await test.step('the link mailed to the address confirms the subscription', async () => {
    const mail = await waitForMail(address, /confirm your Cardshop newsletter subscription/i);
    await page.goto(linkIn(mail, '/newsletter/confirm/'));
    await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Your subscription is confirmed: our newsletter will come to ${address}.`,
    );
    await expectAccessible(page, 'newsletter confirmed');
  });

  await test.step('signing up a subscribed address again says just the same', async () => {
    await page.goto('/');
    await hydrated(signUp);
    await name.fill('Ada');
    await email.fill(address);
    expect(await send()).toBe(200);
    await expect(newsletter.getByRole('status')).toHaveText(checkInbox);
    const mail = await waitForMail(address, /already subscribed/i);
    expect(mail.text).not.toContain('/newsletter/confirm/');
  });

  await test.step('too many signups for one address are refused beside the email field', async () => {
    // Three an hour per address: the third is still sent, the fourth is not.
    await name.fill('Ada');
    await email.fill(address);
    expect(await send()).toBe(200);
    await name.fill('Ada');
    await email.fill(address);
    expect(await send()).toBe(429);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Too many sign-ups for this address or from your connection just now. Please try again in an hour.',
    );
    await expect(newsletter.getByRole('status')).toHaveText('');
  });
});

test('an FAQ link with a question’s hash opens that question and scrolls to it', async ({
  page,
}, testInfo) => {
  await page.goto('/faq#how-long-does-delivery-take');
  const question = page.getByText('How long does delivery take?', { exact: true });
  const answer = page.getByText(/^Cards ordered before 1pm local time on a business day/);
  await expect(answer).toBeVisible();
  await expect(question).toBeInViewport();
  // Only that question opened: the others stay folded.
  await expect(page.getByText(/^Yes\. Choose an arrival date up to twelve months ahead/)).toBeHidden();
  await checkpoint(page, testInfo, 'faq');
});

test('an unknown path lands on the homepage', async ({ page, baseURL }, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Handwritten cards from independent artists, posted for you',
  );
  await expect(page.getByRole('region', { name: 'Choose a card' })).toBeVisible();
  await expectAccessible(page, 'homepage after an unknown path');
});

test('a page the shop does not offer is not found, not a placeholder', async ({ page }, testInfo) => {
  desktopOnly(testInfo, 'what the server decides is the same for every device');
  // Custom artwork has its upload and crop pages; nothing further down its path.
  const response = await page.goto('/custom-artwork/frames/gallery');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'not found');

  // The management area has its dashboard, send-single and campaigns; nothing else pretends to be there.
  const reports = await page.goto('/manage/reports');
  expect(reports?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
