import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { REDEEM_CODE_LENGTH, REDEEM_VERIFICATION_LENGTH } from '@cardshop/shared/constants';
import { type Voucher, VoucherSchema } from '@cardshop/shared/contracts/redeem';
import { REDEEM_CODE_ALPHABET } from '@cardshop/shared/rules/redeem-code';

// The redeem module's secrets (docs/decisions/0026-redeeming-gift-cards.md): redemption and verification
// codes are kept only as keyed hashes (HMAC-SHA256 with a key made from the app secret), and vouchers
// are sealed with AES-256-GCM under another key made from it. Neither key is the app secret itself.

export function createRedeemSecrets(appSecret: string) {
  const derive = (purpose: string) => createHmac('sha256', appSecret).update(`cardshop:${purpose}`).digest();
  const codeKey = derive('redeem-code');
  const verificationKey = derive('redeem-verification');
  const voucherKey = derive('gift-card-voucher');

  return {
    /** A new redemption code: REDEEM_CODE_LENGTH characters of the alphabet, uniformly random (60 bits). */
    newCode(): string {
      let code = '';
      for (let i = 0; i < REDEEM_CODE_LENGTH; i += 1) code += REDEEM_CODE_ALPHABET[randomInt(32)];
      return code;
    },
    /** The stored form of a (normalised) redemption code. */
    codeHash: (code: string) => createHmac('sha256', codeKey).update(code).digest('hex'),

    /** A new verification code: REDEEM_VERIFICATION_LENGTH random digits. */
    newVerificationCode: () =>
      String(randomInt(10 ** REDEEM_VERIFICATION_LENGTH)).padStart(REDEEM_VERIFICATION_LENGTH, '0'),
    /** The stored form of a verification code, bound to its line (a code of one line proves nothing else). */
    verificationHash: (lineId: string, code: string) =>
      createHmac('sha256', verificationKey).update(`${lineId}:${code}`).digest('hex'),
    /** Compares two hashes in constant time. */
    sameHash(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && timingSafeEqual(left, right);
    },

    /** The voucher sealed for storage: `v1.{iv}.{tag}.{ciphertext}`, bound to its line. */
    seal(lineId: string, voucher: Voucher): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', voucherKey, iv);
      cipher.setAAD(Buffer.from(lineId));
      const body = Buffer.concat([cipher.update(JSON.stringify(voucher), 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The voucher of a sealed value; throws when it was tampered with or sealed under another secret. */
    open(lineId: string, sealed: string): Voucher {
      const [version, iv = '', tag = '', body = ''] = sealed.split('.');
      if (version !== 'v1') throw new Error('unknown voucher seal');
      const decipher = createDecipheriv('aes-256-gcm', voucherKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(lineId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const json = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return VoucherSchema.parse(JSON.parse(json));
    },
  };
}

export type RedeemSecrets = ReturnType<typeof createRedeemSecrets>;

/** An e-mail address as shown to someone who may not own it: `j•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** A phone number as shown to someone who may not own it: `•••• 678`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-3)}`;
}
