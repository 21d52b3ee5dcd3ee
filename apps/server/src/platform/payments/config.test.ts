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

describe('PAYMENTS: which gateway takes payments', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_live_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
  };

  it('in production, refuses to start without Stripe keys unless PAYMENTS=test says so, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS.*STRIPE_SECRET_KEY/s);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments).toBe('test');
    // Real payments in production also name their gift-card supplier (decision 0026).
    expect(loadConfig({ NODE_ENV: 'production', ...stripe, GIFT_CARD_SUPPLIER: 'test' }).payments).toBe(
      'stripe',
    );
  });

  it('outside production, the test gateway is the default', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development', ...stripe }).payments).toBe('stripe');
  });

  it('refuses a contradiction: PAYMENTS=test with Stripe keys, or PAYMENTS=stripe without them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', ...stripe })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ NODE_ENV: 'development', PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
  });
});
