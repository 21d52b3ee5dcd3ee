import { REDEEM_VERIFICATION_RESEND_S } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { confirmRecipientUrl, redeemCodeUrl, sentOf } from './redeem-links.ts';

const ID = '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('redemption addresses', () => {
  it('print the code in its groups of four, as inside the card', () => {
    expect(redeemCodeUrl(ID, '7Q4M2XKD9PWA')).toBe(`/redeem/${ID}/7Q4M-2XKD-9PWA`);
  });

  it('name what was sent on the confirm page', () => {
    expect(confirmRecipientUrl(ID, '7Q4M2XKD9PWA')).toBe(`/redeem/confirm-recipient/${ID}/7Q4M-2XKD-9PWA`);
    expect(confirmRecipientUrl(ID, '7Q4M2XKD9PWA', { channel: 'phone', resendAfter: 60 })).toBe(
      `/redeem/confirm-recipient/${ID}/7Q4M-2XKD-9PWA?sent=phone&wait=60`,
    );
  });
});

describe('what the confirm page was told was sent', () => {
  it('reads the channel and the wait', () => {
    expect(sentOf(new URLSearchParams('sent=email&wait=45'))).toEqual({ channel: 'email', wait: 45 });
  });

  it('ignores an unknown channel, and its wait', () => {
    expect(sentOf(new URLSearchParams('sent=pigeon&wait=45'))).toEqual({ channel: null, wait: 0 });
    expect(sentOf(new URLSearchParams(''))).toEqual({ channel: null, wait: 0 });
  });

  it('never waits longer than the service would, nor for nonsense', () => {
    expect(sentOf(new URLSearchParams('sent=email&wait=99999')).wait).toBe(REDEEM_VERIFICATION_RESEND_S);
    expect(sentOf(new URLSearchParams('sent=email&wait=-3')).wait).toBe(0);
    expect(sentOf(new URLSearchParams('sent=email&wait=abc')).wait).toBe(0);
  });
});
