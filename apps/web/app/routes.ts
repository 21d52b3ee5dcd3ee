import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('write', 'routes/write.tsx'),
  // Custom artwork (decision record 35): the upload, and the crop step of an uploaded picture.
  route('custom-artwork', 'routes/custom-artwork/upload.tsx'),
  route('custom-artwork/:id', 'routes/custom-artwork/crop.tsx'),
  route('custom-artwork/*', 'routes/not-found.tsx', { id: 'custom-artwork-not-found' }),
  // Businesses (decision record 32): the sign-up, and the link that invites a member into an organisation.
  route('business/signup', 'routes/business/signup.tsx'),
  route('business/invitation/:id/:token', 'routes/business/invitation.tsx'),
  // QR codes (decision record 34): the page a business's QR code opens, and the code as it prints.
  route('business/thanks-for-scanning/:id', 'routes/business/qr-landing.tsx'),
  route('qr-preview', 'routes/qr-preview.tsx'),
  // The organisation's management area: the dashboard, send-single and send-bulk (its campaigns); any
  // other path is not found.
  route('manage', 'routes/manage/dashboard.tsx'),
  route('manage/artwork', 'routes/manage/artwork.tsx'),
  route('manage/campaigns', 'routes/manage/campaigns.tsx'),
  route('manage/*', 'routes/not-found.tsx', { id: 'manage-not-found' }),
  // The artists' studio (decision record 38): the terms, the dashboard, a new card and the profile; any
  // other studio path is not found.
  route('studio', 'routes/studio/dashboard.tsx'),
  route('studio/terms-agreement', 'routes/studio/terms.tsx'),
  route('studio/cards/new', 'routes/studio/new-card.tsx'),
  route('studio/profile', 'routes/studio/profile.tsx'),
  route('studio/*', 'routes/not-found.tsx', { id: 'studio-not-found' }),
  // The newsletter signup of every page's footer, as a page: where it posts before scripts run.
  route('newsletter', 'routes/newsletter.tsx'),
  // The link mailed to confirm a newsletter signup (double opt-in).
  route('newsletter/confirm/:email', 'routes/newsletter-confirm.tsx'),

  // Signing in and the links sent by mail (open to everyone).
  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('create-account', 'routes/auth/create-account.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password/:id/:token', 'routes/auth/reset-password.tsx'),
  route('verify-email/:id/:token', 'routes/auth/verify-email.tsx'),
  route('unsubscribe/:what/:email', 'routes/account/unsubscribe.tsx', { id: 'unsubscribe' }),
  route('unsubscribe/:event/:id/:email', 'routes/account/unsubscribe.tsx', { id: 'unsubscribe-event' }),
  route('disable-reminders/:id/:email', 'routes/account/disable-reminders.tsx'),

  // Sending in bulk (decision record 33): one route, so every /send path is the same view.
  route('send/:step?', 'routes/send/send.tsx'),

  // Paying: the cart and payment, the order just bought, and the link back to an unpaid order.
  route('payment', 'routes/checkout/payment.tsx'),
  route('complete/:id/:token/:mode?', 'routes/checkout/complete.tsx'),
  route('orders/resume/:id/:token', 'routes/checkout/resume.tsx'),

  // Redeeming a gift card sent inside a card (issue 17): open to everyone, the code in the address.
  route('redeem', 'routes/redeem/landing.tsx'),
  route('redeem/confirm-recipient/:orderItemId/:code', 'routes/redeem/confirm-recipient.tsx'),
  route('redeem/:orderItemId/:code', 'routes/redeem/code.tsx'),
  // Any other path under /redeem is not found (not the content finder's homepage).
  route('redeem/*', 'routes/not-found.tsx', { id: 'redeem-not-found' }),

  // Address requests (decision record 30): a friend's answer to an account's collection link, no sign-in.
  route('address/:token/:slug', 'routes/address/request.tsx', { id: 'address-request-provide' }),
  route('address/:token/:slug/:answerToken', 'routes/address/request.tsx', { id: 'address-request-update' }),
  route('address/*', 'routes/not-found.tsx', { id: 'address-request-not-found' }),

  // The account area: login required, with the account navigation.
  route('favourites', 'routes/account/favourites.tsx'),
  ...prefix('account', [
    layout('routes/account/layout.tsx', [
      index('routes/account/dashboard.tsx'),
      route('profile', 'routes/account/profile.tsx'),
      route('change-password', 'routes/account/change-password.tsx'),
      route('security', 'routes/account/security.tsx'),
      route('orders', 'routes/account/orders.tsx'),
      route('orders/view/:id/:token', 'routes/account/order-view.tsx'),
      route('gifts', 'routes/account/gifts.tsx'),
      route('gifts/view/:id', 'routes/account/gift-view.tsx'),
      route('credits/purchase', 'routes/account/credits-buy.tsx'),
      route('credits/purchase/:qty', 'routes/account/credits-pay.tsx'),
      route('credits/purchase/complete/:id/:token', 'routes/account/credits-complete.tsx'),
      route('credits/gift-credit/:amount', 'routes/account/credits-gift-pay.tsx'),
      route('credit-history', 'routes/account/credit-history.tsx'),
      route('saved-card', 'routes/account/saved-card.tsx'),
      route('organisations', 'routes/account/organisations.tsx'),
      route('templates', 'routes/account/templates.tsx'),
      // The address book (decision record 28), its import (29) and its address requests (30).
      route('addresses', 'routes/account/addresses.tsx'),
      route('addresses/import', 'routes/account/address-import.tsx'),
      route('addresses/import/:id', 'routes/account/address-import-preview.tsx'),
      route('addresses/add', 'routes/account/address-edit.tsx', { id: 'address-add' }),
      route('addresses/add/:id', 'routes/account/address-edit.tsx', { id: 'address-copy' }),
      route('addresses/edit/:id', 'routes/account/address-edit.tsx', { id: 'address-edit' }),
      route('addresses/delete/:id', 'routes/account/address-delete.tsx'),
      route('addresses/groups', 'routes/account/address-groups.tsx'),
      route('addresses/groups/add', 'routes/account/address-group-edit.tsx', { id: 'address-group-add' }),
      route('addresses/groups/edit/:id', 'routes/account/address-group-edit.tsx', {
        id: 'address-group-edit',
      }),
      route('addresses/groups/merge/:id', 'routes/account/address-group-merge.tsx'),
      route('addresses/groups/delete/:id', 'routes/account/address-group-delete.tsx'),
      route('addresses/request', 'routes/account/address-request.tsx'),
      route('addresses/requests/settings', 'routes/account/address-request-settings.tsx'),
      // Reminders (decision record 37): the dates of the account, and the cards to write for them.
      route('reminders', 'routes/account/reminders.tsx'),
      // Any other account path is not found (pages join the area, and its navigation, when they are built).
      route('*', 'routes/not-found.tsx', { id: 'account-not-found' }),
    ]),
  ]),

  // Every other path is resolved by the content finder (tags, artists, cards, articles, pages …).
  route('*', 'routes/content.tsx'),
] satisfies RouteConfig;
