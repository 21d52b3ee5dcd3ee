import { DOCUMENT_VERSION } from './schema.ts';

/**
 * Historical formats.
 *
 * Version 1 (editor 1.x): a two-panel card with one block of text on the front and one inside, in a
 * fixed box; `version` was either 1 or absent.
 *   { version?: 1, size: string, front: { text, font }, inside: { text, font } }
 *
 * Version 2 (editor 2.x): the current page/object layout, except that text colours were names
 * ('black', 'navy', …) and text had no vertical alignment (it always started at the top).
 *   { version: 2, sizeId, pages: [{ objects: [...] }] }
 *
 * Version 3 (editor 3.0, current): see schema.ts.
 */

export class DocumentMigrationError extends Error {
  override name = 'DocumentMigrationError';
}

export interface DocumentV1 {
  version?: 1;
  size: string;
  front: { text: string; font: string };
  inside: { text: string; font: string };
}

/** Where the version 1 editor drew each panel's text, mm from the top-left of the panel. */
export const V1_TEXT_BOX = { x: 15, y: 15, width: 90, height: 120 } as const;

/** Text styling the version 1 editor applied to every card. */
export const V1_TEXT_STYLE = {
  size: 20,
  lineHeight: 100,
  color: 'black',
  hAlign: 'center',
  strokeSize: 20,
  penStyle: 'ballpoint',
} as const;

/** Colour names version 2 stored, as the version 3 palette writes them. */
export const V2_COLOURS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  red: '#c62828',
  pink: '#e91e63',
  purple: '#6a1b9a',
  navy: '#1a237e',
  blue: '#1565c0',
  green: '#2e7d32',
  yellow: '#f9a825',
  orange: '#ef6c00',
  brown: '#5d4037',
  gold: '#b8860b',
};

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The current-version shape; contents are not validated here, run `validateDocument` on the result. */
export type MigratedDocument = Json & { version: typeof DOCUMENT_VERSION };

/** Brings a saved document of any known version up to the current one, one version at a time. */
export function migrateDocument(raw: unknown): MigratedDocument {
  if (!isRecord(raw)) throw new DocumentMigrationError('Card document must be an object');
  let doc: Json = raw;
  let version = detectVersion(doc);
  while (version < DOCUMENT_VERSION) {
    const step = STEPS[version];
    if (!step) throw new DocumentMigrationError(`No migration from card document version ${version}`);
    doc = step(doc);
    version += 1;
  }
  return doc as MigratedDocument;
}

function detectVersion(doc: Json): number {
  const { version } = doc;
  if (version === undefined && 'front' in doc) return 1;
  if (
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version >= 1 &&
    version <= DOCUMENT_VERSION
  ) {
    return version;
  }
  throw new DocumentMigrationError(
    `Unknown card document version ${JSON.stringify(version)} (this editor reads versions 1 to ${DOCUMENT_VERSION})`,
  );
}

const STEPS: Record<number, (doc: Json) => Json> = { 1: v1ToV2, 2: v2ToV3 };

function v1ToV2(doc: Json): Json {
  const panel = (name: 'front' | 'inside') => {
    const value = doc[name];
    if (!isRecord(value) || typeof value.text !== 'string' || typeof value.font !== 'string') {
      throw new DocumentMigrationError(`Version 1 card document has no valid "${name}" panel`);
    }
    const objects =
      value.text.trim() === ''
        ? []
        : [
            {
              type: 'text',
              id: `${name}-text`,
              ...V1_TEXT_BOX,
              text: value.text,
              font: value.font,
              ...V1_TEXT_STYLE,
            },
          ];
    return { objects };
  };
  if (typeof doc.size !== 'string') throw new DocumentMigrationError('Version 1 card document has no size');
  return { version: 2, sizeId: doc.size, pages: [panel('front'), panel('inside')] };
}

function v2ToV3(doc: Json): Json {
  if (!Array.isArray(doc.pages)) throw new DocumentMigrationError('Version 2 card document has no pages');
  const pages = doc.pages.map((page: unknown) => {
    if (!isRecord(page) || !Array.isArray(page.objects)) return page;
    const objects = page.objects.map((object: unknown) => {
      if (!isRecord(object) || object.type !== 'text') return object;
      return { ...object, color: colourToHex(object.color), vAlign: 'top' };
    });
    return { ...page, objects };
  });
  return { ...doc, version: 3, pages };
}

function colourToHex(colour: unknown): unknown {
  if (typeof colour !== 'string') return colour;
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const hex = V2_COLOURS[colour.trim().toLowerCase()];
  if (!hex) throw new DocumentMigrationError(`Unknown version 2 colour "${colour}"`);
  return hex;
}
