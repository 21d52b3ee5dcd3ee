import { describe, expect, it } from 'vitest';
import { DocumentMigrationError, migrateDocument } from './migrate.ts';
import type { CardSizeSpec } from './schema.ts';
import { validateDocument } from './validate.ts';

const options = {
  size: {
    dimensions: { width: 127, height: 178 },
    bleed: { x: 3, y: 3 },
    margins: { top: 6, right: 6, bottom: 6, left: 6 },
    pages: 2,
  } satisfies CardSizeSpec,
  fonts: new Set(['caveat', 'kalam']),
};

describe('migrateDocument', () => {
  it('opens a version 1 document and it validates', () => {
    const v1 = {
      size: 'notecard-5x7',
      front: { text: 'Happy birthday!', font: 'caveat' },
      inside: { text: 'With love,\nSam', font: 'kalam' },
    };
    const migrated = migrateDocument(v1);
    const result = validateDocument(migrated, options);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.document.version).toBe(3);
    expect(result.document.sizeId).toBe('notecard-5x7');
    expect(result.document.pages[1]?.objects[0]).toMatchObject({
      type: 'text',
      text: 'With love,\nSam',
      font: 'kalam',
      color: '#000000',
      vAlign: 'top',
    });
  });

  it('drops empty version 1 panels', () => {
    const migrated = migrateDocument({
      version: 1,
      size: 'notecard-5x7',
      front: { text: '', font: 'caveat' },
      inside: { text: 'Hi', font: 'caveat' },
    });
    expect((migrated.pages as { objects: unknown[] }[])[0]?.objects).toEqual([]);
  });

  it('opens a version 2 document and it validates', () => {
    const v2 = {
      version: 2,
      sizeId: 'notecard-5x7',
      pages: [
        { objects: [{ type: 'image', id: 'i1', x: 0, y: 0, width: 127, height: 178, src: 'art.jpg' }] },
        {
          objects: [
            {
              type: 'text',
              id: 't1',
              x: 10,
              y: 10,
              width: 100,
              height: 60,
              text: 'Congratulations',
              font: 'caveat',
              size: 24,
              lineHeight: 110,
              color: 'Navy',
              hAlign: 'left',
              strokeSize: 18,
              penStyle: 'fountain',
            },
          ],
        },
      ],
    };
    const result = validateDocument(migrateDocument(v2), options);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.document.pages[1]?.objects[0]).toMatchObject({ color: '#1a237e', vAlign: 'top' });
  });

  it('leaves a current document as it is', () => {
    const v3 = { version: 3, sizeId: 's', pages: [{ objects: [] }] };
    expect(migrateDocument(v3)).toEqual(v3);
  });

  it('refuses unknown versions and colours with a clear error', () => {
    expect(() => migrateDocument({ version: 4, pages: [] })).toThrow(
      new DocumentMigrationError('Unknown card document version 4 (this editor reads versions 1 to 3)'),
    );
    expect(() => migrateDocument({ sizeId: 's', pages: [] })).toThrow(DocumentMigrationError);
    expect(() => migrateDocument('nope')).toThrow(DocumentMigrationError);
    const badColour = {
      version: 2,
      sizeId: 's',
      pages: [{ objects: [{ type: 'text', color: 'chartreuse' }] }],
    };
    expect(() => migrateDocument(badColour)).toThrow('Unknown version 2 colour "chartreuse"');
  });
});
