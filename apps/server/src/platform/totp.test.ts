import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, qrCodeDataUrl, TOTP_PERIOD, totpStepAt, totpUri, verifyTotp } from './totp.ts';

const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (secret: string, seconds: number) => generate({ secret, epoch: seconds });

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_015; // 15 s into a step

  it('accepts the current code and answers its step', async () => {
    const step = await verifyTotp(secret, await codeAt(secret, now), { now: at(now), lastStep: null });
    expect(step).toBe(totpStepAt(at(now)));
  });

  it('allows one step of clock drift either way, not two', async () => {
    const before = await codeAt(secret, now - TOTP_PERIOD);
    const after = await codeAt(secret, now + TOTP_PERIOD);
    const tooOld = await codeAt(secret, now - 2 * TOTP_PERIOD);
    expect(await verifyTotp(secret, before, { now: at(now), lastStep: null })).toBe(totpStepAt(at(now)) - 1);
    expect(await verifyTotp(secret, after, { now: at(now), lastStep: null })).toBe(totpStepAt(at(now)) + 1);
    expect(await verifyTotp(secret, tooOld, { now: at(now), lastStep: null })).toBeNull();
  });

  it('refuses a code of the last accepted step or an earlier one, so a code works once', async () => {
    const code = await codeAt(secret, now);
    const step = totpStepAt(at(now));
    expect(await verifyTotp(secret, code, { now: at(now), lastStep: step })).toBeNull();
    expect(
      await verifyTotp(secret, await codeAt(secret, now - TOTP_PERIOD), { now: at(now), lastStep: step - 1 }),
    ).toBeNull();
    expect(await verifyTotp(secret, code, { now: at(now), lastStep: step - 1 })).toBe(step);
  });

  it('refuses wrong, malformed and other secrets’ codes', async () => {
    const code = await codeAt(secret, now);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await verifyTotp(secret, wrong, { now: at(now), lastStep: null })).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', { now: at(now), lastStep: null })).toBeNull();
    expect(await verifyTotp(newTotpSecret(), code, { now: at(now), lastStep: null })).toBeNull();
    expect(await verifyTotp('not base32!', code, { now: at(now), lastStep: null })).toBeNull();
  });

  it('gives an otpauth URI under the Cardshop issuer and its QR code as an SVG data URL', async () => {
    const uri = totpUri(secret, 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Cardshop:ada%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Cardshop');
    const qr = await qrCodeDataUrl(uri);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });
});
