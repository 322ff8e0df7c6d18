import type { HelpCategory } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { countArticles, filterHelp } from './filter-help';

const categories: HelpCategory[] = [
  {
    id: 1,
    title: 'Donations',
    sections: [
      {
        id: 11,
        title: 'Paying',
        articles: [
          { id: 111, slug: 'refunds', title: 'Refunds', content: '...' },
          { id: 112, slug: 'receipts', title: 'Tax receipts', content: '...' },
        ],
      },
      {
        id: 12,
        title: 'Packages',
        articles: [{ id: 121, slug: 'choose', title: 'Choosing a package', content: '...' }],
      },
    ],
  },
  {
    id: 2,
    title: 'Account',
    sections: [
      {
        id: 21,
        title: 'Sign-in',
        articles: [{ id: 211, slug: 'reset', title: 'Reset your password', content: '...' }],
      },
    ],
  },
];

describe('filterHelp', () => {
  it('keeps everything without a keyword', () => {
    expect(filterHelp(categories, '  ')).toBe(categories);
  });

  it('keeps a whole category whose title matches', () => {
    expect(filterHelp(categories, 'DONATIONS')).toEqual([categories[0]]);
  });

  it('keeps a whole section whose title matches', () => {
    const [category] = filterHelp(categories, 'pack');
    expect(category?.title).toBe('Donations');
    expect(category?.sections.map((section) => section.title)).toEqual(['Packages']);
    expect(category?.sections[0]?.articles).toHaveLength(1);
  });

  it('keeps only the matching articles otherwise, and drops empty groups', () => {
    const result = filterHelp(categories, 'receipt');
    expect(result).toHaveLength(1);
    expect(result[0]?.sections).toHaveLength(1);
    expect(result[0]?.sections[0]?.articles.map((article) => article.title)).toEqual([
      'Tax receipts',
    ]);
    expect(countArticles(result)).toBe(1);
  });

  it('ignores accents', () => {
    const dutch: HelpCategory[] = [{ ...categories[1]!, title: 'Categorieën' }];
    expect(filterHelp(dutch, 'categorieen')).toHaveLength(1);
  });

  it('finds nothing for an unknown keyword', () => {
    expect(filterHelp(categories, 'volcano')).toEqual([]);
  });

  it('counts articles', () => {
    expect(countArticles(categories)).toBe(4);
  });
});
