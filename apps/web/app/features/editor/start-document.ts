import { type CreatableSize, newDocument } from '@cardshop/document/create';
import { migrateDocument } from '@cardshop/document/migrate';
import { type CardDocument, CardDocumentSchema } from '@cardshop/document/schema';
import type { EditorConfig } from '@cardshop/shared/contracts/editor';

/**
 * The document to open: a kept layout brought up to the current version, when it is a readable document
 * of this card's size, or else a new document for the size.
 */
export function startDocument(
  layout: unknown,
  size: CreatableSize,
  config: Pick<EditorConfig, 'defaults'>,
): CardDocument {
  if (layout) {
    try {
      const parsed = CardDocumentSchema.safeParse(migrateDocument(layout));
      if (parsed.success && parsed.data.pages.length === size.pages) return parsed.data;
    } catch {
      // A layout no editor version can read: start afresh rather than refuse to open the card.
    }
  }
  return newDocument(size, config.defaults);
}
