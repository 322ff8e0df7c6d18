import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2 and 8 give these texts word for word (discover, cards, detail pages, share,
 * community). A reworded translation file fails here, not in a review.
 */
const english: Record<string, string> = {
  'discover.tabs.topics': 'Topics',
  'discover.empty.company': 'No companies found',
  'discover.empty.companyEvents': 'No company events found',
  'discover.empty.events': 'No events found',
  'discover.empty.fundraiser': 'No Fundraisers Found',
  'discover.empty.nonprofit': 'No non-profits found',
  'discover.error.company': 'Error fetching companies.',
  'discover.error.companyEvents': 'Error fetching company events',
  'discover.error.events': 'Error fetching events.',
  'discover.error.nonprofit': 'Error fetching data.',
  'discover.error.fundraiser': 'Error fetching data.',
  'cards.follow': 'Follow',
  'cards.donate': 'Donate',
  'cards.join': 'Join',
  'cards.verified': 'VERIFIED',
  'details.verified': 'VERIFIED',
  'details.noDescription': 'No description right now',
  'details.donateNow': 'Donate Now',
  'details.takeAction': 'Take Action',
  'details.related.nonprofit': 'Non-profit: {{name}}',
  'details.info.aboutUs': 'About us',
  'details.info.campaigns': 'Our campaigns',
  'details.info.contact': 'Contact and organization',
  'details.info.news': 'News and update',
  'details.info.activity': 'Latest activity',
  'details.content.title': 'About {{name}}',
  'details.content.loading': 'Loading...',
  'details.content.error': 'Error loading content',
  'details.content.invalidImage': 'Invalid image link',
  'details.errors.fundraiser.notFound': 'Fundraiser not found',
  'details.errors.fundraiser.failed': 'Error fetching fundraiser data',
  'details.errors.fundraiser.invalidId': 'Invalid fundraiser ID',
  'details.errors.companyEvent.failed': 'Failed to load event details. Please try again.',
  'details.errors.companyEvent.notFound': 'Event not found or data is unavailable.',
  'details.errors.nonprofit.notFound': 'Non-profit not found',
  'details.errors.nonprofit.failed': 'Failed to load data.',
  'details.errors.company.notFound': 'Company not found.',
  'share.networks.facebook': 'Facebook',
  'share.networks.x': 'X',
  'share.networks.whatsapp': 'WhatsApp',
  'share.networks.linkedin': 'LinkedIn',
  'share.copy': 'Copy link',
  'community.chips.all': 'All',
  'community.chips.teams': 'Teams',
  'community.chips.projects': 'Projects',
  'community.chips.events': 'Events',
  'community.chips.fundraisers': 'Fundraisers',
  'community.chips.companies': 'Companies',
  'community.chips.companyEvents': 'Company events',
  'community.chips.followers': 'Followers',
};

const dutch: Record<string, string> = {
  'cards.follow': 'Volgen',
  'cards.donate': 'Doneer',
  'cards.join': 'Meedoen',
  'discover.error.nonprofit': 'Fout bij het ophalen van gegevens.',
};

describe('discover texts', () => {
  it('hold the English texts of the specification word for word', () => {
    const actual = Object.fromEntries(
      Object.keys(english).map((key) => [key, bundledTranslations.en[key]]),
    );
    expect(actual).toEqual(english);
  });

  it('hold the Dutch texts the specification gives', () => {
    const actual = Object.fromEntries(
      Object.keys(dutch).map((key) => [key, bundledTranslations.nl[key]]),
    );
    expect(actual).toEqual(dutch);
  });
});
