import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFontLoader, FONT_RETRY_MS, FONT_TIMEOUT_MS, FontLoadError } from './font-loader.ts';

const caveat = { id: 'caveat', familyName: 'Caveat', css: "@font-face{font-family:'Caveat'}" };
const FACE = {} as FontFace;

/** A FontFaceSet whose `load` answers each call from a script: 'ok', 'empty', 'fail' or 'hang'. */
function fakeFonts(script: Array<'ok' | 'empty' | 'fail' | 'hang'>) {
  const calls: string[] = [];
  const load = vi.fn((spec: string) => {
    calls.push(spec);
    const step = script[calls.length - 1] ?? 'fail';
    if (step === 'ok') return Promise.resolve([FACE]);
    if (step === 'empty') return Promise.resolve([]);
    if (step === 'fail') return Promise.reject(new Error('network'));
    return new Promise<FontFace[]>(() => {});
  });
  return { fonts: { load }, calls };
}

function loaderWith(script: Array<'ok' | 'empty' | 'fail' | 'hang'>) {
  const { fonts, calls } = fakeFonts(script);
  const injectCss = vi.fn();
  const loader = createFontLoader({
    fonts,
    injectCss,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { loader, calls, injectCss };
}

describe('font loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the font rules once and asks for the face at the size drawn', async () => {
    const { loader, calls, injectCss } = loaderWith(['ok']);
    await loader.load(caveat, 32);
    await loader.load(caveat, 32);
    expect(injectCss).toHaveBeenCalledOnce();
    expect(injectCss).toHaveBeenCalledWith('caveat', caveat.css);
    expect(calls).toEqual(['32px "Caveat"']);
  });

  it('tries again 250 ms after a failed try and succeeds on the third', async () => {
    const { loader, calls } = loaderWith(['fail', 'empty', 'ok']);
    const loading = loader.load(caveat);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FONT_RETRY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FONT_RETRY_MS);
    expect(calls).toHaveLength(3);
    await expect(loading).resolves.toBeUndefined();
  });

  it('gives up after three failed tries with the maximum-attempts message', async () => {
    const { loader, calls } = loaderWith(['fail', 'fail', 'fail', 'ok']);
    const loading = loader.load(caveat);
    const outcome = expect(loading).rejects.toThrow(
      'Unable to load font caveat - maximum attempts exceeded.',
    );
    await vi.advanceTimersByTimeAsync(2 * FONT_RETRY_MS);
    await outcome;
    await expect(loading).rejects.toBeInstanceOf(FontLoadError);
    expect(calls).toHaveLength(3);
  });

  it('gives up when the font has not loaded within 5 seconds', async () => {
    const { loader, calls } = loaderWith(['hang']);
    const loading = loader.load(caveat);
    const outcome = expect(loading).rejects.toMatchObject({ fontId: 'caveat' });
    await vi.advanceTimersByTimeAsync(FONT_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(calls).toHaveLength(1);
  });

  it('tries afresh on a later request after a failure', async () => {
    const { loader, calls, injectCss } = loaderWith(['fail', 'fail', 'fail', 'ok']);
    const first = loader.load(caveat).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2 * FONT_RETRY_MS);
    expect(await first).toBeInstanceOf(FontLoadError);
    await expect(loader.load(caveat)).resolves.toBeUndefined();
    expect(calls).toHaveLength(4);
    expect(injectCss).toHaveBeenCalledOnce();
  });
});
