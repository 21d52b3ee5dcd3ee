import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// What a printer would find in a print file (pages, sizes, embedded fonts, text, images), for tests.

export interface PdfPageFacts {
  width: number;
  height: number;
  /** BaseFont names of the page's fonts, subset prefix removed (`Caveat-Regular`). */
  fonts: string[];
  /** True when every font on the page carries its program (FontFile2/FontFile3). */
  fontsEmbedded: boolean;
  images: number;
  /** The text as pdf.js extracts it, one entry per drawn run, with its left and right in points. */
  runs: { text: string; left: number; right: number; baseline: number }[];
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPageFacts[]> {
  const lib = await PDFDocument.load(bytes);
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const js = await task.promise;
  const pages: PdfPageFacts[] = [];
  for (const [index, page] of lib.getPages().entries()) {
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const fonts: string[] = [];
    let fontsEmbedded = true;
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = lib.context.lookup(ref, PDFDict);
      // pdf-lib names a subset `Name-1234`; others prefix `ABCDEF+`.
      const name = String(font.get(PDFName.of('BaseFont')))
        .replace(/^\/([A-Z]{6}\+)?/, '')
        .replace(/-\d+$/, '');
      if (!fonts.includes(name)) fonts.push(name);
      // A composite (Type0) font keeps its program on the descendant's descriptor.
      const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      const target = descendants ? lib.context.lookup(descendants.get(0), PDFDict) : font;
      const descriptor = target.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      const program =
        descriptor?.get(PDFName.of('FontFile2')) ??
        descriptor?.get(PDFName.of('FontFile3')) ??
        descriptor?.get(PDFName.of('FontFile'));
      if (!program) fontsEmbedded = false;
    }
    const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const images = (xObjects?.entries() ?? []).filter(([, ref]) => {
      const object = lib.context.lookup(ref);
      return (
        object !== undefined &&
        'dict' in object &&
        String((object as { dict: PDFDict }).dict.get(PDFName.of('Subtype'))) === '/Image'
      );
    }).length;
    const content = await (await js.getPage(index + 1)).getTextContent();
    const runs = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              text: item.str,
              left: item.transform[4] as number,
              right: (item.transform[4] as number) + item.width,
              baseline: item.transform[5] as number,
            },
          ]
        : [],
    );
    const { width, height } = page.getSize();
    pages.push({
      width,
      height,
      fonts,
      fontsEmbedded,
      images,
      runs,
      text: runs.map((run) => run.text).join(' '),
    });
  }
  await task.destroy();
  return pages;
}
