import type { HelpCategory } from '@app/contract';

/** Lower case without accents, so 'categorieen' finds 'categorieën'. */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The help center narrowed to a keyword (the category search): a matching
 * category keeps all its sections, a matching section all its articles, otherwise only the
 * articles whose title matches stay. Empty groups drop out.
 */
export function filterHelp(categories: HelpCategory[], keyword: string): HelpCategory[] {
  const query = normalise(keyword);
  if (!query) return categories;
  const matches = (text: string) => normalise(text).includes(query);

  return categories.flatMap((category) => {
    if (matches(category.title)) return [category];
    const sections = category.sections.flatMap((section) => {
      if (matches(section.title)) return [section];
      const articles = section.articles.filter((article) => matches(article.title));
      return articles.length > 0 ? [{ ...section, articles }] : [];
    });
    return sections.length > 0 ? [{ ...category, sections }] : [];
  });
}

/** How many articles the categories hold. */
export function countArticles(categories: HelpCategory[]): number {
  return categories.reduce(
    (total, category) =>
      total + category.sections.reduce((sum, section) => sum + section.articles.length, 0),
    0,
  );
}
