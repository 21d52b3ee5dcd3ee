import { expect, test } from '@playwright/test';
import { main, uniqueEmail } from './checkout-helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { cardLinks, expectAccessible, hydrated, ownClientAddress } from './support.ts';

test.use(ownClientAddress('business'));

// Businesses (issue 19, decision record 32): a business signs up in the browser and lands on its manage
// dashboard; its manager invites a member, who opens the mailed link in a browser of their own, makes an
// account with the invited address, verifies it and accepts. The manager sees the member with their
// permissions; the member, who manages nothing, is refused the dashboard until given a management
// permission. A member works in organisation mode: the Canada Post notice shown to shoppers is not shown
// to them. The manager buys credits for the organisation; the member writes a card, saves it as a template
// and pays with the organisation's credits; the template starts another card; the dashboard shows the
// member's order and the credits left (decision record 36). The API tests cover other organisations, the
// last-manager rule, tokens and limits.

test('a business signs up, invites a member, and the member joins with their permissions', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, three mails, a card written and two payments: minutes on a busy machine.
  test.setTimeout(240_000);
  const managerEmail = uniqueEmail(testInfo, 'business-manager');
  const memberEmail = uniqueEmail(testInfo, 'business-member');
  const organisation = `Chen Florists ${testInfo.project.name}`;

  await test.step('the sign-up refuses what is missing, then opens the organisation', async () => {
    await page.goto('/business/signup');
    const form = main(page);
    await expect(form.getByRole('heading', { level: 1, name: 'Open a business account' })).toBeVisible();
    await expectAccessible(page, 'business sign-up');
    await form.getByLabel('First name').fill('Mia');
    await form.getByLabel('Last name').fill('Chen');
    await form.getByLabel('Work e-mail').fill(managerEmail);
    await form.getByRole('button', { name: 'Open my business account' }).click();
    await expect(form.getByLabel('Organisation name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This field is required.').first()).toBeVisible();

    await form.getByLabel('Organisation name').fill(organisation);
    await form.getByLabel('People in your organisation').selectOption({ label: '6 to 20' });
    await form.getByLabel('Cards you expect to send a year').selectOption({ label: '250 to 499' });
    await form.getByLabel('Industry').selectOption({ label: 'Retail and e-commerce' });
    await form.getByRole('checkbox', { name: 'Thanking customers' }).check();
    await form.getByRole('checkbox', { name: 'Christmas' }).check();
    await form.getByRole('button', { name: 'Open my business account' }).click();

    await expect(page).toHaveURL(/\/manage\?done=welcome$/);
    await expect(main(page).getByRole('heading', { level: 1, name: organisation })).toBeVisible();
    await expect(main(page).getByText('Welcome! Your business account is open.')).toBeVisible();
    await expect(main(page).getByText('Christmas, Thanking customers')).toBeVisible();
    // The account icon leads a manager to the organisation's dashboard.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Manage organisation' }).first(),
    ).toHaveAttribute('href', '/manage');
    await expectAccessible(page, 'manage dashboard');
  });

  await test.step('the manager invites a member with the permissions ticked', async () => {
    const invite = main(page).getByRole('region', { name: 'Invite a member' });
    await invite.getByLabel('Their e-mail address').fill(memberEmail);
    await invite.getByRole('checkbox', { name: 'Use templates' }).check();
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(main(page).getByText(/^Invitation sent/)).toBeVisible();
    const open = main(page).getByRole('region', { name: 'Invitations not yet accepted' });
    await expect(open.getByText(`${memberEmail}, invited by Mia Chen`)).toBeVisible();
    await expect(open.getByText('Use credits, Use templates')).toBeVisible();
  });

  const mail = await waitForMail(memberEmail, /Mia Chen invited you to/);
  const link = linkIn(mail, '/business/invitation/');

  // The member, in a browser of their own.
  const context = await browser.newContext(ownClientAddress('business-member'));
  const member = await context.newPage();

  await test.step('the member opens the link, makes an account with the invited address and verifies it', async () => {
    await member.goto(link);
    const invitation = main(member);
    await expect(invitation.getByRole('heading', { level: 1, name: `Join ${organisation}` })).toBeVisible();
    await expect(invitation.getByText(`Mia Chen invited ${memberEmail}`)).toBeVisible();
    await expectAccessible(member, 'invitation, signed out');
    await hydrated(invitation.getByRole('link', { name: 'Create an account' }));
    await invitation.getByRole('link', { name: 'Create an account' }).click();

    await expect(main(member).getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await main(member).getByLabel('First name').fill('Rosa');
    await main(member).getByLabel('Last name').fill('Diaz');
    await main(member).getByLabel('E-mail address').fill(memberEmail);
    await main(member).getByRole('button', { name: 'Create my account' }).click();
    await expect(main(member).getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    const verify = linkIn(await waitForMail(memberEmail, /confirm your email/i), '/verify-email/');
    await member.goto(verify);
    await hydrated(main(member).getByLabel('New password'));
    await main(member).getByLabel('New password').fill('a long and lovely password');
    await main(member).getByLabel('Type the password again').fill('a long and lovely password');
    await main(member).getByRole('button', { name: 'Verify and save my password' }).click();
    await expect(main(member).getByText('Your e-mail address is verified')).toBeVisible();
  });

  await test.step('the member accepts, and is not a manager', async () => {
    // Before joining they shop as anyone does: the Canada Post notice is theirs too.
    const notice = member.getByText('Canada Post Strike Update');
    await member.goto('/');
    await expect(notice).toBeVisible();

    await member.goto(link);
    await main(member).getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(main(member).getByText(`Welcome to ${organisation}! You are now a member.`)).toBeVisible();
    await expect(main(member).getByRole('link', { name: 'Start sending cards' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectAccessible(member, 'invitation accepted');

    // In organisation mode the notice is not shown (their organisation posts by its own arrangements).
    await member.goto('/');
    await hydrated(main(member));
    await member.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);

    const refused = await member.goto('/manage');
    expect(refused?.ok()).toBe(true);
    await expect(member).toHaveURL(/\/login\?redirect=%2Fmanage&reason=permission-denied$/);
    await expect(main(member).getByText('You don’t have permission to see that page.')).toBeVisible();
  });

  await test.step('the manager sees the member with their permissions, and makes them a manager', async () => {
    await page.goto('/manage');
    const members = main(page).getByRole('region', { name: 'Members' });
    const rosa = members.getByRole('listitem').filter({ hasText: memberEmail });
    await expect(rosa.getByText('Rosa Diaz', { exact: true })).toBeVisible();
    await expect(rosa.getByText('Use credits, Use templates')).toBeVisible();
    await expect(rosa.getByText('Member', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Invitations not yet accepted' })).toHaveCount(0);

    await rosa.getByText('Change permissions').click();
    const permissions = rosa.getByRole('group', { name: 'Permissions of Rosa Diaz' });
    await permissions.getByRole('checkbox', { name: 'Billing' }).check();
    await rosa.getByRole('button', { name: 'Save permissions' }).click();
    await expect(main(page).getByText('Permissions saved.')).toBeVisible();
    await expect(rosa.getByText('Billing, Use credits, Use templates')).toBeVisible();
    await expect(rosa.getByText('Manager', { exact: true })).toBeVisible();
  });

  await test.step('given billing, the member may open the dashboard, without the member list', async () => {
    await member.goto('/manage');
    await expect(main(member).getByRole('heading', { level: 1, name: organisation })).toBeVisible();
    await expect(
      main(member).getByText('Only members who may manage members see the member list.'),
    ).toBeVisible();
    // Billing is not settings: no renaming for them.
    await expect(main(member).getByText('Rename the organisation')).toHaveCount(0);
  });

  await test.step('the manager buys 10 credits for the organisation with the test card', async () => {
    await page.goto('/account/credits/purchase');
    await expect(main(page).getByText('Your organisation has 0 card credits.')).toBeVisible();
    await main(page)
      .getByRole('link', { name: /^10 credits/ })
      .click();
    const pay = main(page).getByRole('button', { name: /^Pay / });
    await hydrated(pay);
    await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await main(page).getByLabel('Expiry date').fill('12 / 34');
    await main(page).getByLabel('Security code (CVC)').fill('123');
    await main(page).getByLabel('Name on card').fill('Mia Chen');
    await pay.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your credits are ready.' }),
    ).toBeVisible();
    await page.goto('/account/credits/purchase');
    await expect(main(page).getByText('Your organisation has 10 card credits.')).toBeVisible();
  });

  await test.step('the member writes a card, saves it as a template and pays with the organisation’s credits', async () => {
    await member.goto('/cards?sizes=folded');
    const cardPath = (await cardLinks(member).first().getAttribute('href')) ?? '';
    await member.goto(cardPath);
    const write = member.getByRole('link', { name: 'Write this card' });
    await hydrated(write);
    await write.click();
    await expect(member.getByRole('heading', { level: 1, name: 'Write your card' })).toBeVisible();
    await member.getByRole('tab', { name: 'Inside right' }).click();
    const inside = member.getByRole('textbox', { name: 'Your message on the Inside right page' });
    await inside.fill('Thank you for choosing Chen Florists!');

    await member.getByText('Save as a template').click();
    await member.getByLabel('Template name').fill('Thank-you note');
    await member.getByRole('button', { name: 'Save the template' }).click();
    await expect(member.getByText('Saved as the template “Thank-you note”.')).toBeVisible();

    const compose = member.getByRole('form', { name: 'Send your card' });
    await compose.getByLabel('Recipient’s name').fill('Sam Taylor');
    const country = compose.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeEnabled();
    await country.selectOption('AU');
    await compose.getByLabel('Street address').fill('12 Salamanca Place');
    await compose.getByLabel('Suburb or town').fill('Hobart');
    await compose.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Tasmania' });
    await compose.getByLabel('Postcode').fill('7000');
    await compose.getByLabel('First name').fill('Rosa');
    await compose.getByLabel('Last name').fill('Diaz');
    await compose.getByLabel('Email').fill(memberEmail);
    await compose.getByRole('button', { name: 'Add to cart' }).click();
    await expect(member).toHaveURL(/\/payment$/);
    const pay = main(member).getByRole('button', { name: 'Pay with 1 credit' });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(
      member.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' }),
    ).toBeVisible();
  });

  await test.step('the template starts another card with its message', async () => {
    await member.goto('/account/templates');
    const start = main(member).getByRole('link', { name: 'Write a card from Thank-you note' });
    await expectAccessible(member, 'templates');
    await hydrated(start);
    await start.click();
    await expect(member).toHaveURL(/\/write\?card=[0-9a-f-]{36}$/);
    await member.getByRole('tab', { name: 'Inside right' }).click();
    await expect(member.getByRole('textbox', { name: 'Your message on the Inside right page' })).toHaveValue(
      'Thank you for choosing Chen Florists!',
    );
  });

  await test.step('the dashboard shows the member’s order and the credits left', async () => {
    await page.goto('/manage');
    const orders = main(page).getByRole('region', { name: 'Recent orders' });
    await expect(orders.getByRole('row').filter({ hasText: 'Rosa Diaz' })).toHaveCount(1);
    const money = main(page).getByRole('region', { name: 'Credits and spending' });
    await expect(money.getByRole('definition').first()).toHaveText('9');
    await expectAccessible(page, 'manage dashboard with an order');
  });

  await test.step('an invitation sent to the wrong address is withdrawn, and its link stops working', async () => {
    await page.goto('/manage');
    const wrong = uniqueEmail(testInfo, 'business-typo');
    const invite = main(page).getByRole('region', { name: 'Invite a member' });
    await invite.getByLabel('Their e-mail address').fill(wrong);
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(main(page).getByText(/^Invitation sent/)).toBeVisible();
    const typoLink = linkIn(await waitForMail(wrong, /invited you to/), '/business/invitation/');
    await main(page)
      .getByRole('button', { name: `Withdraw the invitation to ${wrong}` })
      .click();
    await expect(
      main(page).getByText('The invitation is withdrawn: its link no longer works.'),
    ).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Invitations not yet accepted' })).toHaveCount(0);
    const gone = await page.request.get(typoLink);
    expect(gone.status()).toBe(404);
  });

  await test.step('the manager renames the organisation: a blank name is refused beside the field', async () => {
    await page.goto('/manage');
    await main(page).getByText('Rename the organisation').click();
    const name = main(page).getByLabel('Organisation name');
    await name.fill(' ');
    await main(page).getByRole('button', { name: 'Save the name' }).click();
    await expect(main(page).getByLabel('Organisation name')).toHaveAttribute('aria-invalid', 'true');
    await main(page).getByLabel('Organisation name').fill(`${organisation} & Co`);
    await main(page).getByRole('button', { name: 'Save the name' }).click();
    await expect(main(page).getByText('The organisation’s name is saved.')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: `${organisation} & Co` })).toBeVisible();
  });
  await context.close();
});
