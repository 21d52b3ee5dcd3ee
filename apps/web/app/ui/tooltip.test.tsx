// @vitest-environment happy-dom
import { messagesFor } from '@cardshop/shared/i18n/messages';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Translator, translateMessage } from '../lib/i18n/translator.ts';
import { I18nProvider } from '../lib/i18n/use-t.tsx';
import { Tooltip, tooltipShown } from './tooltip.tsx';

// The tooltip as a keyboard, mouse and screen-reader user meets it, in a browser-like document.

const messages = messagesFor('en-AU');
const i18n: Translator = {
  language: 'en-AU',
  t: (key, options) => translateMessage('en-AU', messages, key, options),
};

const tip = (props: { names?: boolean; dismissId?: string } = {}): ReactNode => (
  <I18nProvider i18n={i18n}>
    <Tooltip text="Hidden unless ticked" {...props}>
      {(trigger) => (
        <button type="button" {...trigger}>
          Show grown-up cards
        </button>
      )}
    </Tooltip>
  </I18nProvider>
);

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.localStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const control = () => host.querySelector('button') as HTMLButtonElement;
const bubble = () => host.querySelector('[data-tooltip]') as HTMLElement;
const text = () => host.querySelector('[role="tooltip"]') as HTMLElement;
const press = (key: string) =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('Tooltip', () => {
  it('describes its control from the server HTML on, hidden until wanted', () => {
    const html = renderToStaticMarkup(tip());
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`role="tooltip" id="${id}"`);
    expect(html).toMatch(/<span hidden=""[^>]*data-tooltip/);
  });

  it('names a symbol-only control instead when asked', () => {
    expect(renderToStaticMarkup(tip({ names: true }))).toMatch(/aria-labelledby="[^"]+"/);
  });

  it('shows on keyboard focus, closes on Escape, and shows again on the next focus', () => {
    act(() => root.render(tip()));
    expect(bubble().hidden).toBe(true);
    act(() => control().focus());
    expect(bubble().hidden).toBe(false);
    expect(control().getAttribute('aria-describedby')).toBe(text().id);
    press('Escape');
    expect(bubble().hidden).toBe(true);
    act(() => control().blur());
    act(() => control().focus());
    expect(bubble().hidden).toBe(false);
  });

  it('shows while hovered and hides when the pointer leaves', () => {
    act(() => root.render(tip()));
    const wrapper = bubble().parentElement as HTMLElement;
    act(() => {
      wrapper.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    expect(bubble().hidden).toBe(false);
    act(() => {
      wrapper.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    expect(bubble().hidden).toBe(true);
  });

  it('once dismissed, stays hidden on later focus, remembered in local settings, and still describes', () => {
    act(() => root.render(tip({ dismissId: 'adult' })));
    act(() => control().focus());
    const dismiss = [...host.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Don’t show this again'),
    );
    expect(dismiss).toBeDefined();
    act(() => dismiss?.click());
    expect(bubble().hidden).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('cardshop.settings') ?? '{}').dismissedTooltips).toEqual([
      'adult',
    ]);
    act(() => control().blur());
    act(() => control().focus());
    expect(bubble().hidden).toBe(true);
    expect(control().getAttribute('aria-describedby')).toBe(text().id);
    expect(text().textContent).toBe('Hidden unless ticked');
  });
});

describe('tooltipShown', () => {
  it('needs a hover or focus, and no Escape or dismissal since', () => {
    const none = { hovered: false, focused: false, closed: false, dismissed: false };
    expect(tooltipShown(none)).toBe(false);
    expect(tooltipShown({ ...none, hovered: true })).toBe(true);
    expect(tooltipShown({ ...none, focused: true })).toBe(true);
    expect(tooltipShown({ ...none, focused: true, closed: true })).toBe(false);
    expect(tooltipShown({ ...none, hovered: true, dismissed: true })).toBe(false);
  });
});
