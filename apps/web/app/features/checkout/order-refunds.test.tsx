import type { OrderRefund } from '@cardshop/shared/contracts/orders';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { allMessages } from '../../lib/i18n/page-messages.ts';
import type { Translator } from '../../lib/i18n/translator.ts';
import { I18nProvider } from '../../lib/i18n/use-t.tsx';
import { OrderRefunds } from './order-refunds.tsx';

const AUD = {
  code: 'AUD',
  symbol: '$',
  symbolLeads: true,
  precision: 2,
  decimalMark: '.',
  thousandsSeparator: ',',
};

// i18next over every message, as the server renders pages (entry.server.tsx).
const engine = createI18n('en-AU', allMessages('en-AU'));
const i18n: Translator = { language: 'en-AU', t: (key, options) => String(engine.t(key, options ?? {})) };

/** The box as the server renders it, in en-AU, with the root route's currencies (Money reads them). */
function rendered(refunds: OrderRefund[]): string {
  const element = (
    <I18nProvider i18n={i18n}>
      <OrderRefunds order={{ refunds }} formatDate={(moment) => `day ${moment.slice(0, 10)}`} />
    </I18nProvider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', element }], {
    hydrationData: { loaderData: { root: { shell: { currencies: { AUD }, region: { currency: 'AUD' } } } } },
  });
  // Text only, tags dropped, so the assertions read as the page does.
  return renderToString(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const REFUND: OrderRefund = {
  amount: 2450,
  currency: 'AUD',
  reason: 'superseded',
  status: 'succeeded',
  createdAt: '2026-11-20T01:00:00.000Z',
  refundedAt: '2026-11-21T01:00:05.000Z',
};

describe('the refunds of an order on its pages', () => {
  it('shows each refund: when it was made, how much and why, in plain words', () => {
    expect(rendered([REFUND])).toBe(
      'Refunds Payments for this order that we gave back to you in full. ' +
        'Refunded on day 2026-11-21 $24.50 ' +
        'An earlier payment attempt went through as well. The order was paid once, by the later payment.',
    );
  });

  it('says a refund not yet made is on its way, and how long refunds take', () => {
    const text = rendered([
      REFUND,
      { ...REFUND, amount: 990, reason: 'promo-used-up', status: 'due', refundedAt: null },
    ]);
    expect(text).toContain('Refund on its way since day 2026-11-20 $9.90');
    expect(text).toContain('The promo code had been used up by the time this payment arrived');
    expect(text).toContain('A refund usually reaches your card within 5 to 10 business days.');
  });

  it('shows nothing for an order paid once', () => {
    expect(rendered([])).toBe('');
  });
});
