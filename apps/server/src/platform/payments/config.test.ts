import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('Stripe settings', () => {
  it('are optional: without them the test gateway takes payments', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: '' });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('need the webhook secret and the publishable key once the secret key is set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    expect(config.STRIPE_PUBLISHABLE_KEY).toBe('pk_test_123');
  });

  it('refuse a key of the wrong kind (a publishable key as the secret key)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(ConfigError);
  });
});
