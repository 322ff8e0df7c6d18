import { bundledTranslations } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Spec sections 2, 3, 5 and 8 give these texts of the content pages word for word (English,
 * and Dutch where the spec gives it). A reworded translation fails here, not in a review.
 */
const english: Record<string, string> = {
  'about.loading': 'Loading About Us page...',
  'about.notFound': 'About page not found or not published.',
  'about.unpublished': "Content for this page isn't published yet.",
  'about.empty':
    'No content found for the About Us page. Please add blocks in the Filament admin panel.',
  'contact.notFound': 'Contact page not found or not published.',
  'contact.unpublished': "Content for this page isn't published yet.",
  'contact.noForm': 'No contact form available right now',
  'contact.form.thanks': "Thank you for your message! We'll get back to you soon.",
  'content.blocks.unknown': 'Unknown block type: {{type}} - Cannot render this content.',
  'blog.latest': 'Latest',
  'blog.latestUpdates': 'Latest updates',
  'blog.latestNews': 'Latest news',
  'blog.loadFailed': 'Failed to load blog posts. Please try again later.',
  'blog.noNews': 'No recent news articles available.',
  'blog.noLatest': 'No latest blog post available.',
  'blog.readTime': '{{count}} min read',
  'blog.details.notFound': 'Article not found.',
  'blog.responses.empty': 'No responses yet',
  'blog.responses.emptyText':
    'There are currently no responses for this story. Be the first to respond.',
  'help.noMatches': 'No matching results found for this keyword',
  'help.article.notFound': 'Article data not found.',
};

const dutch: Record<string, string> = {
  'blog.latest': 'Laatste',
  'blog.latestUpdates': 'Laatste updates',
  'blog.latestNews': 'Laatste nieuws',
  'blog.details.notFound': 'Artikel niet gevonden.',
};

describe('spec texts of the content pages', () => {
  it('are in the English bundle word for word', () => {
    const bundle = bundledTranslations.en;
    expect(Object.entries(english).filter(([key, text]) => bundle[key] !== text)).toEqual([]);
    expect(bundle['contact.empty']).toMatch(/^No content found for the Contact page/);
  });

  it("are in the Dutch bundle as the spec gives them, and translated where it doesn't", () => {
    const bundle = bundledTranslations.nl;
    expect(Object.entries(dutch).filter(([key, text]) => bundle[key] !== text)).toEqual([]);
    const untranslated = Object.keys(english).filter(
      (key) => !(key in dutch) && (!bundle[key] || bundle[key] === english[key]),
    );
    expect(untranslated).toEqual([]);
  });
});
