import { donationMessages } from '@app/contract';
import { sharedMessageKeys } from '@app/i18n/codes';
import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 5 and 8 give these texts word for word (donation chooser, payment screen,
 * payment amount, payment start). A reworded translation file fails here, not in a review.
 */
const english: Record<string, string> = {
  'donations.chooser.heading': 'Who do you want to donate to?',
  'donations.chooser.tabs.fundraisers': 'Fundraisers',
  'donations.chooser.tabs.events': 'Events',
  'donations.chooser.tabs.nonprofits': 'Non-Profit',
  'donations.chooser.error.fundraisers': 'Failed to load fundraisers.',
  'donations.chooser.error.events': 'Failed to load events.',
  'donations.chooser.error.nonprofits': 'Failed to load organizations.',
  'donations.payment.nonprofitLabel': 'Non Profit Organization:',
  'donations.payment.notAvailable': 'N/A',
  'donations.payment.donate': 'DONATE',
  'donations.payment.processing': 'Processing...',
  'donations.packages.failed': 'Error loading donations',
  'donations.dialog.invalidAmountTitle': 'Invalid Amount',
  'donations.amount.invalid': 'Please select a valid amount to donate.',
  'donations.dialog.paymentErrorTitle': 'Payment Error',
  'donations.messages.paymentError': 'Something went wrong while initiating the payment.',
};

const dutch: Record<string, string> = {
  'donations.dialog.invalidAmountTitle': 'Ongeldig bedrag',
  'donations.amount.invalid': 'Selecteer een geldig bedrag om te doneren.',
};

describe('donation texts', () => {
  it.each(Object.entries(english))('en %s is the spec text', (key, text) => {
    expect(bundledTranslations.en[key]).toBe(text);
  });

  it.each(Object.entries(dutch))('nl %s is the spec text', (key, text) => {
    expect(bundledTranslations.nl[key]).toBe(text);
  });

  it("says every message of the API's donation contract itself, by its code, in both languages", () => {
    for (const code of Object.values(donationMessages)) {
      const key = sharedMessageKeys[code];
      expect(key, code).toBeDefined();
      expect(bundledTranslations.en[key!], code).toBeTruthy();
      expect(bundledTranslations.nl[key!], code).toBeTruthy();
    }
  });
});
