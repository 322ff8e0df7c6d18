import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 4 and 8 give these texts of the payment screens word for word. A reworded
 * translation fails here, not in a review.
 */
const english: Record<string, string> = {
  'payments.connect.button': 'Connect with payment provider',
  'payments.connect.failed': 'Failed to connect with Mollie',
  'payments.connect.error': 'Something went wrong',
  'payments.connect.failedTitle': 'Connection Failed',
  'payments.premium.upgrade': 'Upgrade Now',
  'payments.premium.processing': 'Processing...',
  'payments.premium.postJob': 'Post Job',
  'payments.premium.failedTitle': 'Payment Error',
  'payments.premium.failed': 'Something went wrong while initiating the payment.',
  'payments.sandbox.banner': 'Test payment: no real money is moved',
  'payments.sandbox.notFound': 'This test payment does not exist.',
  'payments.result.notFoundTitle': 'Donation not found',
  'payments.success.waiting': 'We are waiting for the payment provider to confirm your payment...',
  'payments.premiumResult.success': 'Premium is active: you can post jobs now.',
};

describe('payment screen texts', () => {
  it.each(Object.entries(english))('%s is the spec text', (key, text) => {
    expect(bundledTranslations.en[key]).toBe(text);
  });

  it('the failed connection says it is usually a quick fix', () => {
    expect(bundledTranslations.en['payments.connect.failedText']).toMatch(
      /connection to the payment gateway could not be established.*usually a quick fix/,
    );
  });

  it('has a Dutch text for every English one', () => {
    const keys = (language: 'en' | 'nl') =>
      Object.keys(bundledTranslations[language])
        .filter((key) => key.startsWith('payments.'))
        .sort();
    expect(keys('nl')).toEqual(keys('en'));
    for (const key of keys('nl')) expect(bundledTranslations.nl[key]).not.toBe('');
  });
});
