import { messagesFor } from '@cardshop/shared/i18n/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { retryAfterOf } from '../lib/form-errors.ts';
import { type Translator, translateMessage } from '../lib/i18n/translator.ts';
import { I18nProvider } from '../lib/i18n/use-t.tsx';
import { FormFailures, failureTexts } from './form-failures.tsx';

// What a refused form shows above itself; told to wait (a 429 with Retry-After), it says for how long.

const TOO_MANY = 'global.errors.too-many-requests';

function render(messages: string[], retryAfter?: number) {
  const messagesOfLocale = messagesFor('en-AU');
  const i18n: Translator = {
    language: 'en-AU',
    t: (key, options) => translateMessage('en-AU', messagesOfLocale, key, options),
  };
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <FormFailures messages={messages} retryAfter={retryAfter} />
    </I18nProvider>,
  );
}

describe('FormFailures', () => {
  it('says when to try again when the refusal named its wait, as an alert', () => {
    const html = render([TOO_MANY], 42);
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('Too many attempts. Please try again in 42 seconds.');
    expect(render([TOO_MANY], 1)).toContain('Too many attempts. Please try again in 1 second.');
  });

  it('keeps the general wording without a wait, and other messages as they are', () => {
    expect(render([TOO_MANY])).toContain('Too many attempts. Please wait a moment and try again.');
    expect(failureTexts(['global.error.internal-server-error', TOO_MANY], 60)).toEqual([
      { key: 'global.error.internal-server-error' },
      { key: 'global.errors.try-again-in', options: { count: 60 } },
    ]);
    expect(render([])).toBe('');
  });
});

describe('retryAfterOf', () => {
  it('reads the whole seconds of a 429 and nothing else', () => {
    expect(retryAfterOf(429, { retryAfter: 60 })).toBe(60);
    expect(retryAfterOf(429, { retryAfter: 1.2 })).toBe(2);
    expect(retryAfterOf(422, { retryAfter: 60 })).toBeUndefined();
    expect(retryAfterOf(429, { retryAfter: '60' })).toBeUndefined();
    expect(retryAfterOf(429, { retryAfter: 0 })).toBeUndefined();
    expect(retryAfterOf(429, null)).toBeUndefined();
  });
});
