import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type EditorSettings,
  EditorSettingsSchema,
  EMPTY_EDITOR_SETTINGS,
} from '@cardshop/shared/contracts/compose';
import {
  EDITOR_PX_BASIS,
  EDITOR_VERSION,
  type EditorConfig,
  type Font,
  type FontCategory,
  type FontList,
  type FontQuery,
  LINE_HEIGHT_LIMITS,
  STROKE_SIZE_LIMITS,
  TEXT_SIZE_LIMITS,
  type WritingStyle,
} from '@cardshop/shared/contracts/editor';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as store from './store.ts';

export type EditorService = ReturnType<typeof createEditorService>;

interface FontEntry {
  /** The @fontsource package name after the scope; also the font's id and its files' prefix. */
  id: string;
  familyName: string;
  category: FontCategory;
  weights: number[];
}

/**
 * The editor's fonts, each from an installed `@fontsource/{id}` package (a dependency of the server).
 * Adding a font is one line here plus the package.
 */
const FONTS: FontEntry[] = [
  { id: 'caveat', familyName: 'Caveat', category: 'handwriting', weights: [400, 500, 600, 700] },
  { id: 'dancing-script', familyName: 'Dancing Script', category: 'handwriting', weights: [400, 700] },
  { id: 'pacifico', familyName: 'Pacifico', category: 'handwriting', weights: [400] },
  { id: 'indie-flower', familyName: 'Indie Flower', category: 'handwriting', weights: [400] },
  { id: 'shadows-into-light', familyName: 'Shadows Into Light', category: 'handwriting', weights: [400] },
  { id: 'homemade-apple', familyName: 'Homemade Apple', category: 'handwriting', weights: [400] },
  { id: 'kalam', familyName: 'Kalam', category: 'handwriting', weights: [300, 400, 700] },
  { id: 'satisfy', familyName: 'Satisfy', category: 'handwriting', weights: [400] },
  { id: 'great-vibes', familyName: 'Great Vibes', category: 'handwriting', weights: [400] },
  { id: 'abril-fatface', familyName: 'Abril Fatface', category: 'display', weights: [400] },
  { id: 'lobster', familyName: 'Lobster', category: 'display', weights: [400] },
  { id: 'playfair-display', familyName: 'Playfair Display', category: 'display', weights: [400, 700] },
];

const WRITING_STYLES = [
  {
    id: 'casual',
    name: 'Casual',
    font: 'caveat',
    penStyle: 'ballpoint',
    textSize: 28,
    strokeSize: 20,
    lineHeight: 100,
  },
  {
    id: 'elegant',
    name: 'Elegant',
    font: 'dancing-script',
    penStyle: 'fountain',
    textSize: 30,
    strokeSize: 22,
    lineHeight: 110,
  },
  {
    id: 'playful',
    name: 'Playful',
    font: 'pacifico',
    penStyle: 'marker',
    textSize: 26,
    strokeSize: 25,
    lineHeight: 120,
  },
  {
    id: 'classic',
    name: 'Classic',
    font: 'playfair-display',
    penStyle: 'fine-liner',
    textSize: 24,
    strokeSize: 15,
    lineHeight: 100,
  },
] as const;

const DEFAULT_FONT = 'caveat';
const DEFAULT_WRITING = 'casual';

const opt = (id: string, label: string) => ({ id, label });

const require = createRequire(import.meta.url);
const FILE_NAME = /^[a-z0-9-]+-[0-9]{3}-normal\.woff2$/;

function fontFileName(id: string, weight: number) {
  return `${id}-latin-${weight}-normal.woff2`;
}

function toFont(entry: FontEntry): Font {
  const css = entry.weights
    .map(
      (weight) =>
        `@font-face{font-family:'${entry.familyName}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(/fonts/${entry.id}/${fontFileName(entry.id, weight)}) format('woff2');` +
        'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD;}',
    )
    .join('\n');
  return {
    id: entry.id,
    familyName: entry.familyName,
    familyVariants: entry.weights.map(String),
    css,
    category: entry.category,
  };
}

/**
 * The font file the print renderer embeds: the regular (400, else the first) weight's latin WOFF from
 * the @fontsource package (pdf-lib's fontkit reads WOFF reliably, and the subset it embeds is small);
 * null for a font the editor does not offer.
 */
export async function printFontFile(id: string): Promise<Buffer | null> {
  const entry = FONTS.find((font) => font.id === id);
  if (!entry) return null;
  const weight = entry.weights.includes(400) ? 400 : (entry.weights[0] ?? 400);
  const packageDir = path.dirname(require.resolve(`@fontsource/${id}`));
  return readFile(path.join(packageDir, 'files', `${id}-latin-${weight}-normal.woff`));
}

/**
 * The card editor's configuration, fonts and writing styles (all defined in code), and each user's editor
 * settings (stored).
 */
export function createEditorService(db: Db, deps: { clock: () => Date }) {
  const fonts = FONTS.map(toFont);
  const fontById = new Map(fonts.map((font) => [font.id, font]));
  const fontIds: ReadonlySet<string> = new Set(fontById.keys());

  /** The settings without tips whose dismissal has ended. */
  function current(settings: EditorSettings): EditorSettings {
    const now = deps.clock().getTime();
    const tips = Object.fromEntries(
      Object.entries(settings.tips).filter(([, until]) => Date.parse(until) > now),
    );
    return { ...settings, tips };
  }

  function font(id: string): Font {
    const found = fontById.get(id);
    if (!found) throw new NotFoundError();
    return found;
  }

  const config: EditorConfig = {
    defaults: {
      color: '#1f2a44',
      font: DEFAULT_FONT,
      hAlignment: 'center',
      lineHeight: 100,
      penStyle: 'ballpoint',
      strokeSize: 20,
      textSize: 28,
      writing: DEFAULT_WRITING,
      vAlignment: 'middle',
    },
    pxBasis: EDITOR_PX_BASIS,
    version: EDITOR_VERSION,
    categories: [opt('handwriting', 'Handwriting'), opt('display', 'Display')],
    colors: [
      '#000000',
      '#1f2a44',
      '#2b5797',
      '#1e7145',
      '#b91d47',
      '#603cba',
      '#da532c',
      '#7e3878',
      '#555555',
    ],
    popularColors: ['#000000', '#1f2a44', '#2b5797'],
    decals: {
      objects: [
        opt('heart', 'Heart'),
        opt('star', 'Star'),
        opt('balloon', 'Balloon'),
        opt('flower', 'Flower'),
      ],
      occasion: [opt('birthday', 'Birthday'), opt('thank-you', 'Thank you'), opt('wedding', 'Wedding')],
      style: [opt('doodle', 'Doodle'), opt('line-art', 'Line art'), opt('watercolour', 'Watercolour')],
    },
    hAlignments: ['left', 'center', 'right'],
    vAlignments: ['top', 'middle', 'bottom'],
    languages: [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
      { code: 'de', label: 'Deutsch' },
      { code: 'es', label: 'Español' },
    ],
    lineHeight: { ...LINE_HEIGHT_LIMITS },
    textSize: { ...TEXT_SIZE_LIMITS },
    strokeSize: { ...STROKE_SIZE_LIMITS },
    qrCodes: { styles: [opt('square', 'Square'), opt('rounded', 'Rounded'), opt('dots', 'Dots')] },
    penStyles: [
      opt('ballpoint', 'Ballpoint'),
      opt('fountain', 'Fountain pen'),
      opt('marker', 'Marker'),
      opt('fine-liner', 'Fine liner'),
    ],
    writingStyles: WRITING_STYLES.map(({ id, name, font }) => ({ id, name, font })),
    defaultFont: DEFAULT_FONT,
    defaultWriting: DEFAULT_WRITING,
    composer: {
      connections: [
        opt('friend', 'Friend'),
        opt('family', 'Family'),
        opt('partner', 'Partner'),
        opt('colleague', 'Colleague'),
      ],
      lengths: [opt('short', 'Short'), opt('medium', 'Medium'), opt('long', 'Long')],
      tones: [
        opt('warm', 'Warm'),
        opt('funny', 'Funny'),
        opt('formal', 'Formal'),
        opt('heartfelt', 'Heartfelt'),
      ],
      rewrites: [
        opt('shorter', 'Make it shorter'),
        opt('longer', 'Make it longer'),
        opt('warmer', 'Make it warmer'),
      ],
    },
  };

  return {
    config: async (): Promise<EditorConfig> => config,

    /** The ids of the fonts a card can be written in (what a card document's text may name). */
    fontIds: (): ReadonlySet<string> => fontIds,

    /**
     * `GET /api/account/editor-settings`: the user's settings, empty when they have none; tips whose
     * dismissal has ended are left out (and forgotten at the next save).
     */
    async settings(userId: string): Promise<EditorSettings> {
      const stored = await store.findSettings(db, userId);
      if (!stored) return structuredClone(EMPTY_EDITOR_SETTINGS);
      // Settings written by an older shape read as empty rather than failing the editor.
      const parsed = EditorSettingsSchema.safeParse(stored);
      return parsed.success ? current(parsed.data) : structuredClone(EMPTY_EDITOR_SETTINGS);
    },

    /** `POST /api/account/editor-settings`: replaces the user's settings; answers what is kept. */
    async saveSettings(userId: string, settings: EditorSettings): Promise<EditorSettings> {
      const kept = current(settings);
      await store.saveSettings(db, userId, kept);
      return kept;
    },

    font: async (id: string) => font(id),

    /** A page of fonts, optionally only some categories. */
    async fonts(query: FontQuery, basePath = '/api/fonts'): Promise<FontList> {
      const categories = query.filters ?? [];
      const matching = categories.length ? fonts.filter((f) => categories.includes(f.category)) : fonts;
      const page = query.page ?? 1;
      const perPage = query.maxResults ?? 24;
      const total = matching.length;
      const totalPages = Math.max(1, Math.ceil(total / perPage));
      const pageUrl = (n: number) => {
        const params = new URLSearchParams({ page: String(n), maxResults: String(perPage) });
        if (categories.length) params.set('filters', categories.join(','));
        return `${basePath}?${params}`;
      };
      return {
        results: matching.slice((page - 1) * perPage, page * perPage),
        page: {
          current: page,
          perPage,
          total,
          totalPages,
          nextUrl: page < totalPages ? pageUrl(page + 1) : null,
          prevUrl: page > 1 ? pageUrl(Math.min(page - 1, totalPages)) : null,
        },
        filters: { categories },
      };
    },

    async writingStyle(id: string): Promise<WritingStyle> {
      const style = WRITING_STYLES.find((entry) => entry.id === id);
      if (!style) throw new NotFoundError();
      const { font: fontId, ...rest } = style;
      return { ...rest, font: font(fontId) };
    },

    /**
     * The bytes of one woff2 file of a known font, or null: only names of the form
     * `{id}-{subset}-{weight}-normal.woff2` from that font's own package are read.
     */
    async fontFile(id: string, file: string): Promise<Buffer | null> {
      if (!fontById.has(id) || !FILE_NAME.test(file) || !file.startsWith(`${id}-`)) return null;
      const packageDir = path.dirname(require.resolve(`@fontsource/${id}`));
      try {
        return await readFile(path.join(packageDir, 'files', file));
      } catch {
        return null;
      }
    },
  };
}
