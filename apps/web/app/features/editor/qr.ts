import { qrDrawing, qrPathData } from '@cardshop/shared/rules/qr-geometry';
import QRCode from 'qrcode';

/**
 * A QR code in its style as one SVG path in a `side × side` box (one unit per module, the quiet zone
 * included): the rule the print file and /qr-preview draw with, so the page shows what prints.
 */
export function qrPath(value: string, style: string): { side: number; path: string } | null {
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const drawing = qrDrawing(modules, style);
    return { side: drawing.side, path: qrPathData(drawing) };
  } catch {
    return null;
  }
}

/** Whether a QR code may point at this address (what the document schema accepts: http or https). */
export function isQrUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
