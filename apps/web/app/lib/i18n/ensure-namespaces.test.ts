import { afterEach, describe, expect, it, vi } from 'vitest';

// A lazy part's code (and the messages it needs) loads before the page hydrates (ui/lazy-part.tsx), so
// before any translator exists: the messages must still reach the page's locale, or the part hydrates
// with keys where the server rendered words.
describe('the messages of a part loaded before the first render', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('are fetched for the locale the server wrote on <html> and translate the first render', async () => {
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('document', { documentElement: { lang: 'en-AU' }, readyState: 'loading' });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: { 'en-AU': { 'catalogue.card.by': 'by {{artist}}' } } }));
    });
    const { createTranslator, ensureNamespaces } = await import('./translator.ts');

    await ensureNamespaces(['catalogue']);
    expect(asked).toEqual(['/api/config/translations?which=catalogue&locale=en-AU']);
    const t = createTranslator('en-AU', []);
    expect(t.t('catalogue.card.by', { artist: 'Ada' })).toBe('by Ada');
  });
});
