import { type ImageFormat, isRasterWidth } from '@cardshop/shared/rules/images';
import type { FastifyReply } from 'fastify';
import { HttpError } from './errors.ts';
import type { ImageRenderer } from './images.ts';

const FILE_PATTERN = /^(?<name>[a-z-]+)-(?<width>\d{2,4})\.(?<ext>webp|jpg)$/;

/** Parses an image file name like `front-480.webp`; anything else is a 404. */
export function parseImageFile(file: string): { name: string; width: number; format: ImageFormat } {
  const match = FILE_PATTERN.exec(file);
  const width = Number(match?.groups?.width);
  if (!match?.groups || !isRasterWidth(width)) throw new HttpError(404, 'global.errors.not-found');
  return { name: match.groups.name ?? '', width, format: match.groups.ext === 'webp' ? 'webp' : 'jpeg' };
}

/** Sends a rendered variant with year-long caching: its URL changes whenever the artwork does. */
export async function sendImage(
  reply: FastifyReply,
  renderer: ImageRenderer,
  key: string,
  file: { width: number; format: ImageFormat },
  svg: () => Promise<string> | string,
) {
  const body = await renderer.variant(key, file.width, file.format, svg);
  return reply
    .type(file.format === 'webp' ? 'image/webp' : 'image/jpeg')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(body);
}

export function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}
