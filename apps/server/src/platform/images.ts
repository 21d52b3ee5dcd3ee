import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import { ARTWORK_VERSION, type ImageFormat, imageSrc } from '@cardshop/shared/rules/images';
import sharp from 'sharp';

/** A picture's answer: its size, alt text and its paths in jpeg (`src`) and webp; the srcsets follow from `src`. */
export function imageSources(
  base: string,
  size: { width: number; height: number },
  alt: string,
): ImageSources {
  return {
    width: size.width,
    height: size.height,
    alt,
    src: imageSrc(base),
    webp: imageSrc(base, 'webp'),
  };
}

/**
 * Rasterises SVG artwork with sharp into webp and jpeg variants, cached on disk so each variant is
 * rendered once; concurrent requests for the same variant share one render.
 */
export class ImageRenderer {
  private readonly folder: string;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(cacheFolder: string) {
    this.folder = cacheFolder;
  }

  async variant(
    key: string,
    width: number,
    format: ImageFormat,
    svg: () => Promise<string> | string,
  ): Promise<Buffer> {
    const file = path.join(
      this.folder,
      `${key.replace(/[^a-z0-9-]/gi, '_')}-${width}-v${ARTWORK_VERSION}.${format}`,
    );
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = this.readOrRender(file, width, format, svg).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }

  private async readOrRender(
    file: string,
    width: number,
    format: ImageFormat,
    svg: () => Promise<string> | string,
  ): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const source = sharp(Buffer.from(await svg()), { density: 144 }).resize({ width });
    const image =
      format === 'webp'
        ? await source.webp({ quality: 80 }).toBuffer()
        : await source.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    await mkdir(this.folder, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, file);
    return image;
  }
}
