import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 5 and 8 give these texts of the non-profit screens and donation packages
 * word for word. A reworded translation fails here, not in a review.
 */
const english: Record<string, string> = {
  'nonprofitPages.registration.submit': 'Register',
  'nonprofitPages.registration.submitting': 'Submitting...',
  'nonprofitPages.edit.submit': 'Update Information',
  'nonprofitPages.edit.submitting': 'Updating...',
  'nonprofitPages.edit.missingId': 'Nonprofit ID is missing.',
  'nonprofitPages.profile.loadFailed': 'Failed to load data.',
  'nonprofitPages.profile.notFound': 'Non-profit not found',
  'pageAdmin.editPage': 'Edit Page',
  'nonprofitPages.profile.startCampaign': 'Start Campaign',
  'nonprofitPages.tabs.overview': 'Nonprofit Overview',
  'nonprofitPages.tabs.campaign': 'Campaign',
  'nonprofitPages.tabs.community': 'Community',
  'nonprofitPages.tabs.packages': 'Donation Packages',
  'nonprofitPages.tabs.jobs': 'Jobs',
  'nonprofitPages.tabs.user': 'User',
  'nonprofitPages.tabs.settings': 'Settings',
  'nonprofitPages.overview.active': 'Active',
  'nonprofitPages.overview.inactive': 'Inactive',
  'nonprofitPages.overview.verified': 'Verified',
  'nonprofitPages.overview.unverified': 'Unverified',
  'nonprofitPages.campaign.event': 'Event',
  'nonprofitPages.campaign.project': 'Project',
  'nonprofitPages.settings.delete': 'Delete Non-Profit',
  // The non-profit select of the fundraiser and company event forms.
  'nonprofitPages.select.noResults': 'No results found for "{{term}}"',
  'nonprofitPages.select.empty': 'No non-profits found',
  'nonprofitPages.select.failed': 'Failed to load organizations.',
  'donationPackages.errors.load': 'Error loading donations',
  'donationPackages.errors.save': 'Error saving donation package',
  'donationPackages.errors.update': 'Error updating donation package',
  'donationPackages.errors.delete': 'Error deleting donation package',
  'donationPackages.dialog.invalid': 'Please enter a valid title and amount.',
  'donationPackages.dialog.invalidDetail':
    'Please ensure title is not empty and amount is a positive number.',
};

describe('non-profit texts', () => {
  it('are the spec’s English words', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(bundledTranslations.en[key], key).toBe(text);
    }
  });

  it('have a Dutch translation of their own', () => {
    for (const key of Object.keys(english)) {
      expect(bundledTranslations.nl[key], key).toBeTruthy();
    }
    expect(bundledTranslations.nl['nonprofitPages.registration.submit']).toBe('Registreren');
    expect(bundledTranslations.nl['donationPackages.errors.load']).toBe(
      'Fout bij het laden van donaties',
    );
  });
});
