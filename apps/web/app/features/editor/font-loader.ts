import { FONT_TIMEOUT_MS } from '@cardshop/shared/constants';
import type { Font } from '@cardshop/shared/contracts/editor';
import { fontRetry, retry } from '@cardshop/shared/rules/retry';

// Editor fonts load on demand (spec: 3 tries 250 ms apart, 5 s per font; the shop's one retry rule,
// rules/retry.ts). The font's @font-face rules are added to the page once; then the browser is asked to
// load the face at the size it is drawn at.

export { FONT_LOAD_TRIES, FONT_RETRY_MS, FONT_TIMEOUT_MS } from '@cardshop/shared/constants';
/** The message shown when a font cannot be loaded (`{{id}}` is the font's id). */
export const FONT_LOAD_FAILED = 'editor.font.load-failed';

export class FontLoadError extends Error {
  override name = 'FontLoadError';
  readonly fontId: string;
  constructor(fontId: string) {
    super(`Unable to load font ${fontId} - maximum attempts exceeded.`);
    this.fontId = fontId;
  }
}

/** What the loader needs of the browser, so tests can hand in a fake FontFaceSet and fake timers. */
export interface FontLoaderEnv {
  fonts: Pick<FontFaceSet, 'load'>;
  /** Adds a font's @font-face rules to the page (called once per font). */
  injectCss(id: string, css: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FontLoader {
  /** Resolves once the font can be drawn; rejects with FontLoadError after 3 failed tries or 5 s. */
  load(font: Pick<Font, 'id' | 'familyName' | 'css'>, sizePx?: number): Promise<void>;
}

export function createFontLoader(env: FontLoaderEnv): FontLoader {
  const injected = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const ready = new Set<string>();

  /** One try: an empty answer means no face matched yet (the rules are not parsed), a failed try. */
  async function tryLoad(family: string, sizePx: number): Promise<void> {
    const faces = await env.fonts.load(`${sizePx}px "${family}"`);
    if (faces.length === 0) throw new Error(`no face of ${family} yet`);
  }

  function loadOnce(font: Pick<Font, 'id' | 'familyName' | 'css'>, sizePx: number): Promise<void> {
    if (!injected.has(font.id)) {
      injected.add(font.id);
      env.injectCss(font.id, font.css);
    }
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const timer = env.setTimeout(() => finish(false), FONT_TIMEOUT_MS);
      function finish(ok: boolean) {
        if (settled) return;
        settled = true;
        env.clearTimeout(timer);
        if (ok) resolve();
        else reject(new FontLoadError(font.id));
      }
      retry(() => (settled ? Promise.resolve() : tryLoad(font.familyName, sizePx)), fontRetry(font.id)).then(
        () => finish(true),
        () => finish(false),
      );
    });
  }

  return {
    load(font, sizePx = 28) {
      if (ready.has(font.id)) return Promise.resolve();
      const existing = pending.get(font.id);
      if (existing) return existing;
      const promise = loadOnce(font, Math.round(sizePx)).then(
        () => {
          ready.add(font.id);
          pending.delete(font.id);
        },
        (error: unknown) => {
          // A later request may try again (the network may be back).
          pending.delete(font.id);
          throw error;
        },
      );
      pending.set(font.id, promise);
      return promise;
    },
  };
}

let browserLoader: FontLoader | null = null;

/** The page's one font loader (browser only). */
export function browserFontLoader(): FontLoader {
  browserLoader ??= createFontLoader({
    fonts: document.fonts,
    injectCss(id, css) {
      const style = document.createElement('style');
      style.dataset.editorFont = id;
      style.textContent = css;
      document.head.append(style);
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  return browserLoader;
}
