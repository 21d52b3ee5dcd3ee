import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Cardshop';
/** Seconds per code (the authenticator apps' default). */
export const TOTP_PERIOD = 30;

/** A new random TOTP secret (Base32, 20 bytes). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The QR code of a URI as an SVG data URL (an <img> can show it under the pages' CSP). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a moment falls in. */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD);
}

/**
 * Checks a code against a secret at `now`, one step either side for clock drift. A code of a step at or
 * before `lastStep` (the last one accepted) is refused, so a code works once. Answers the step the code
 * belongs to, which the caller stores as the new last step, or null.
 */
export async function verifyTotp(
  secret: string,
  token: string,
  options: { now: Date; lastStep: number | null },
): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(options.now.getTime() / 1000);
  try {
    const result = await verify({
      secret,
      token,
      epoch,
      epochTolerance: TOTP_PERIOD,
      ...(options.lastStep === null ? {} : { afterTimeStep: options.lastStep }),
    });
    if (!result.valid) return null;
    return totpStepAt(options.now) + result.delta;
  } catch {
    // A malformed secret matches nothing.
    return null;
  }
}
