import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { allMessages } from '../../lib/i18n/page-messages.ts';
import type { Translator } from '../../lib/i18n/translator.ts';
import { I18nProvider } from '../../lib/i18n/use-t.tsx';
import { RemindersPage } from './reminders-page.tsx';

// i18next over every message, as the server renders pages (entry.server.tsx).
const engine = createI18n('en-AU', allMessages('en-AU'));
const i18n: Translator = { language: 'en-AU', t: (key, options) => String(engine.t(key, options ?? {})) };

/** The page's text as the server renders it, in en-AU, tags dropped. */
function rendered(mailWaitsForVerification: boolean): string {
  const element = (
    <I18nProvider i18n={i18n}>
      <RemindersPage
        reminders={[]}
        today="2026-03-02"
        mailWaitsForVerification={mailWaitsForVerification}
        email="una@example.com"
        cards={{}}
        contacts={[]}
        editing={null}
        done={null}
      />
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the reminders page', () => {
  it('tells an account whose address is not confirmed that its reminders wait for it, and where the link went', () => {
    expect(rendered(true)).toContain(
      'We send reminders only to a confirmed address: open the link we sent to una@example.com and they start.',
    );
  });

  it('says nothing of it once the address is confirmed', () => {
    expect(rendered(false)).not.toContain('confirmed address');
  });
});
