import { alignmentCenters, QR_STYLES } from '@cardshop/shared/rules/qr-geometry';
import jsQRModule from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { freshIp, type TestApp } from '../auth/test-helpers.ts';
import { createQrCodeService } from './service.ts';

// /qr-preview's drawing, read back by a QR decoder as a phone would: every style the editor offers
// scans to the address it was made for, as SVG (the editor's drawing) and as PNG; and its limit.

// jsqr is CommonJS: in Node its function is the module itself; its types call it the default export.
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ??
  jsQRModule) as typeof jsQRModule.default;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** An alignment pattern's modules: a dark ring, a light ring, a dark centre. */
const ALIGNMENT_PATTERN = [
  [1, 1, 1, 1, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 0, 0, 0, 1],
  [1, 1, 1, 1, 1],
];
const OFFSETS = [-2, -1, 0, 1, 2];

const TARGET = 'https://florist.example/spring-menu?from=card&utm_campaign=christmas-2026';

/** What a decoder reads in a picture (SVG or PNG), rendered at `pixels` on white. */
async function decode(picture: string | Buffer, pixels = 400): Promise<string | null> {
  const { data, info } = await sharp(typeof picture === 'string' ? Buffer.from(picture) : picture, {
    density: 300,
  })
    .resize(pixels, pixels)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

describe('the QR preview', () => {
  it('draws every style so that it scans to its address, as SVG and as PNG', async () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const ip = freshIp();
      const svg = await t.services.qrCodes.preview({ target: TARGET, style, format: 'svg', pixels: 512 }, ip);
      expect(svg.contentType).toBe('image/svg+xml; charset=utf-8');
      expect(await decode(svg.body), `${style} as SVG`).toBe(TARGET);
      const png = await t.services.qrCodes.preview({ target: TARGET, style, format: 'png', pixels: 256 }, ip);
      expect(png.contentType).toBe('image/png');
      expect((await sharp(png.body as Buffer).metadata()).width).toBe(256);
      expect(await decode(png.body), `${style} as PNG`).toBe(TARGET);
      // A long address: a larger code with several alignment patterns.
      const long = `${TARGET}&${'note=thank-you-for-your-custom&'.repeat(8)}end=1`;
      const large = await t.services.qrCodes.preview({ target: long, style, format: 'svg', pixels: 512 }, ip);
      expect(await decode(large.body, 800), `${style}, long address`).toBe(long);
    }
  });

  it('finds the alignment patterns where the encoder put them, in every version', () => {
    for (let version = 2; version <= 40; version += 1) {
      const { modules } = QRCode.create('https://example.com', { errorCorrectionLevel: 'M', version });
      const centers = alignmentCenters(modules.size);
      expect(centers, `version ${version}`).toHaveLength((Math.floor(version / 7) + 2) ** 2 - 3);
      expect(centers.length).toBeGreaterThan(0);
      for (const [row, column] of centers) {
        const around = OFFSETS.map((r) => OFFSETS.map((c) => modules.get(row + r, column + c)));
        expect(around, `version ${version} at ${row},${column}`).toEqual(ALIGNMENT_PATTERN);
      }
    }
  });

  it('draws each style differently', async () => {
    const bodies = await Promise.all(
      QR_STYLES.map(async (style) =>
        String(
          (await t.services.qrCodes.preview({ target: TARGET, style, format: 'svg', pixels: 512 }, freshIp()))
            .body,
        ),
      ),
    );
    expect(new Set(bodies).size).toBe(QR_STYLES.length);
  });

  it('renders at most so many a minute for one client address (429 after)', async () => {
    const service = createQrCodeService(t.database.db, {
      memberships: { currentOf: async () => null, organisationName: async () => null },
      publicUrl: t.config.PUBLIC_URL,
      limits: { previewPerIp: { limit: 2, windowSeconds: 60 } },
    });
    const ip = freshIp();
    const query = { target: TARGET, style: 'square', format: 'svg', pixels: 512 } as const;
    await service.preview(query, ip);
    await service.preview(query, ip);
    await expect(service.preview(query, ip)).rejects.toMatchObject({ status: 429 });
    await expect(service.preview(query, freshIp())).resolves.toMatchObject({ contentType: /svg/ });
  });
});
