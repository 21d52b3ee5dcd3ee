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

describe('a translations fetch that keeps failing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    vi.useRealTimers();
  });

  async function failingPage() {
    vi.useFakeTimers();
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('document', { documentElement: { lang: 'en-AU' }, readyState: 'loading' });
    const fetch = vi.fn(async () => new Response('unavailable', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    return { fetch, translator: await import('./translator.ts') };
  }

  it('is tried 20 times, 1 s apart, then fails with the maximum-attempts message', async () => {
    const { fetch, translator } = await failingPage();
    const loading = translator.loadNamespaces(['auth']);
    const settled = expect(loading).rejects.toThrow('Maximum attempts exceeded for translations fetch.');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(18_000);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(20);
    expect(translator.isTranslationLoadFailure(await loading.catch((error: unknown) => error))).toBe(true);
  });

  it('lets a part render anyway and tells the page once, which shows translation-load-failed', async () => {
    const { translator } = await failingPage();
    const heard = vi.fn();
    translator.onTranslationLoadFailed(heard);
    const first = translator.ensureNamespaces(['catalogue']);
    const second = translator.ensureNamespaces(['gift-cards']);
    await vi.advanceTimersByTimeAsync(19_000);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(heard).toHaveBeenCalledOnce();
    expect(translator.TRANSLATION_LOAD_FAILED).toBe('global.errors.translation-load-failed');
  });
});
