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
    return this.cached(`${key}-${width}-v${ARTWORK_VERSION}`, format, async () => {
      const source = sharp(Buffer.from(await svg()), { density: 144 }).resize({ width });
      return format === 'webp'
        ? source.webp({ quality: 80 }).toBuffer()
        : source.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    });
  }

  /**
   * A picture made by `render` once and kept on disk under `name` (which says everything the picture
   * depends on: an uploaded image's id, its crop's revision and the width); concurrent requests share one
   * render.
   */
  async cached(name: string, format: ImageFormat, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.folder, `${name.replace(/[^a-z0-9-]/gi, '_')}.${format}`);
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = this.readOrRender(file, render).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }

  private async readOrRender(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const image = await render();
    await mkdir(this.folder, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, file);
    return image;
  }
}
