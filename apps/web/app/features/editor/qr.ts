import QRCode from 'qrcode';

/** The dark modules of a QR code as one SVG path in a `size × size` box (one unit per module). */
export function qrPath(value: string): { size: number; path: string } | null {
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
      }
    }
    return { size: modules.size, path: parts.join('') };
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
