import { dutchGlossary, glossaryViolations } from '@app/i18n/glossary';
import { describe, expect, it } from 'vitest';
import { helpCenter } from './content';
import { givingHelpSection } from './help-giving';

// The help centre answers what a donor asks after giving, in English and in Dutch: stopping or
// changing a monthly donation, refunds, receipts and ANBI.
const articles = givingHelpSection.articles;
const bySlug = Object.fromEntries(articles.map((article) => [article.slug, article]));

/** The glossary, with the ANBI article allowed the Belastingdienst's own term 'periodieke gift'. */
const terms = dutchGlossary.map((term) =>
  term.avoid.includes('gift')
    ? {
        ...term,
        allowed: {
          ...term.allowed,
          'help.anbi-and-your-tax-return.content': "the Belastingdienst's term 'periodieke gift'",
        },
      }
    : term,
);

describe('the help articles on giving', () => {
  it('are in the help centre, under Donating', () => {
    const donating = helpCenter.find((category) => category.title.en === 'Donating');
    expect(donating?.sections).toContain(givingHelpSection);
    expect(articles.map((article) => article.slug)).toEqual([
      'stop-or-change-a-monthly-donation',
      'refunds',
      'receipts',
      'anbi-and-your-tax-return',
    ]);
  });

  it('each have a title and text in English and in Dutch, not the same', () => {
    for (const { slug, title, content } of [
      ...articles,
      { slug: 'section', ...givingHelpSection, content: givingHelpSection.title },
    ]) {
      for (const text of [title, content]) {
        expect(text.en.trim(), slug).not.toBe('');
        expect(text.nl.trim(), slug).not.toBe('');
        expect(text.nl, slug).not.toBe(text.en);
      }
    }
  });

  it('write Dutch as the platform does: je, donatie, ontvangstbewijs, terugbetaald', () => {
    const dutch: Record<string, string> = {};
    for (const article of articles) {
      dutch[`help.${article.slug}.title`] = article.title.nl;
      dutch[`help.${article.slug}.content`] = article.content.nl;
    }
    dutch['help.section'] = givingHelpSection.title.nl;
    expect(glossaryViolations(dutch, terms)).toEqual([]);
  });

  it('say what the platform does', () => {
    const stop = bySlug['stop-or-change-a-monthly-donation']!;
    expect(stop.content.en).toContain('My donations');
    expect(stop.content.nl).toContain('Mijn donaties');
    expect(stop.content.nl).toContain('stoppen');
    expect(bySlug.refunds!.content.nl).toContain('Deels terugbetaald');
    expect(bySlug.receipts!.content.nl).toContain('jaaroverzicht');
    const anbi = bySlug['anbi-and-your-tax-return']!;
    // When a receipt is called a giftenverklaring: only after the platform's own ANBI check.
    expect(anbi.content.en).toContain('tax receipt (giftenverklaring)');
    expect(anbi.content.nl).toContain('giftenverklaring');
    expect(anbi.content.nl).toContain('ANBI-register');
  });
});
