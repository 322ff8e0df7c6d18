import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 7 and 8 give these texts word for word (home, header search, SDG and topic
 * pages). A reworded translation file fails here, not in a review.
 */
const required: Record<string, string> = {
  'search.placeholder': 'To search',
  'search.empty': 'Search for actions, non-profits and much more',
  'search.noResults': "No results found for '{{query}}'",
  'home.banner.getStarted': 'GET STARTED',
  'home.banner.startNonprofit': 'START AS A NON-PROFIT',
  'home.sdg.heroTitle': 'Sustainable development goals',
  'home.sdg.gridTitle': 'Discover an SDG',
  'chooser.steps.main.follow': 'Follow',
  'chooser.steps.main.donate': 'Donate',
  'chooser.steps.main.fundraise': 'Start fundraising',
  'chooser.choices.fundraiser': 'Fundraisers',
  'chooser.choices.nonprofit': 'Non-Profits',
  'chooser.choices.topics': 'Topics',
  'chooser.choices.events': 'Events',
  'chooser.back': 'Back',
  'sdgPage.join': 'Join',
  'sdgPage.share': 'Share',
  'sdgPage.aboutSdg': 'About SDG {{number}}: {{name}}',
  'sdgPage.about': 'About {{name}}',
  'sdgPage.relatedTopics': 'Related topics',
  'sdgPage.tabs.updates': 'Updates',
  'sdgPage.tabs.nonprofits': 'Non-profits',
  'sdgPage.tabs.events': 'Events',
  'sdgPage.tabs.fundraisers': 'Fundraisers',
  'sdgPage.tabs.projects': 'Projects',
  'sdgPage.tabs.subsidies': 'Subsidies and Funds',
  'sdgPage.tabs.teams': 'Teams',
  'sdgPage.tabs.companies': 'Companies',
  'sdgPage.tabs.topics': 'Topics',
  'sdgPage.tabs.companyEvents': 'Company events',
  'sdgPage.tabs.petitions': 'Petitions',
  'sdgPage.tabs.jobs': 'Jobs',
  'topicPage.noDescription': 'No description right now',
  'topicPage.noNonprofits': 'No non-profits found',
  'topicPage.noFundraisers': 'No Fundraisers Found',
  'topicPage.failed': 'Error fetching data.',
  'topicPage.listError': 'Error fetching data.',
};

/** Words that are the same in both languages. */
const sameInDutch = new Set([
  'sdgPage.tabs.updates',
  'sdgPage.tabs.nonprofits',
  'sdgPage.tabs.teams',
]);

describe('spec texts of home, search, SDG and topic pages', () => {
  it('are in the English bundle word for word', () => {
    const english = bundledTranslations.en;
    const mismatches = Object.entries(required).filter(([key, text]) => english[key] !== text);
    expect(mismatches).toEqual([]);
  });

  it('have a Dutch text that differs from the English one', () => {
    const dutch = bundledTranslations.nl;
    const untranslated = Object.entries(required)
      .filter(([key, text]) => !sameInDutch.has(key) && (!dutch[key] || dutch[key] === text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('use Volgen, Doneren and Meedoen in Dutch', () => {
    const dutch = bundledTranslations.nl;
    expect(dutch['chooser.steps.main.follow']).toBe('Volgen');
    expect(dutch['sdgPage.join']).toBe('Meedoen');
    expect(dutch['chooser.steps.main.donate']).toBe('Doneren');
  });
});
