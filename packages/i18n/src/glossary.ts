import glossary from './glossary.json';

/** One idea of the Dutch glossary: the word the texts use and the words they avoid. */
export interface GlossaryTerm {
  idea: string;
  dutch: string;
  /** `word` whole word only, `*word` / `word*` inside a compound on that side too, `=text` a text that is only that. */
  avoid: string[];
  /** Keys that may keep an avoided word, each with the reason. */
  allowed?: Record<string, string>;
}

export const dutchGlossary: GlossaryTerm[] = glossary.terms;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An `avoid` entry as a case-insensitive pattern (letters and digits of any script form words). */
export function avoidPattern(entry: string): RegExp {
  if (entry.startsWith('=')) return new RegExp(`^\\s*\\(?${escape(entry.slice(1))}\\)?\\s*$`, 'iu');
  const before = entry.startsWith('*') ? '' : '(?<![\\p{L}\\p{N}])';
  const after = entry.endsWith('*') ? '' : '(?![\\p{L}\\p{N}])';
  const word = entry.replace(/^\*|\*$/g, '');
  return new RegExp(`${before}${escape(word)}${after}`, 'iu');
}

/**
 * Where Dutch texts (flat key -> text) use a word the glossary avoids, as readable lines:
 * `key: "text" uses "word"; write inzamelactie`. `{{placeholders}}` are left out (their values
 * are names and numbers, not our words).
 */
export function glossaryViolations(
  texts: Record<string, string>,
  terms: GlossaryTerm[] = dutchGlossary,
): string[] {
  const rules = terms.flatMap((term) =>
    term.avoid.map((entry) => ({ term, entry, pattern: avoidPattern(entry) })),
  );
  return Object.entries(texts).flatMap(([key, text]) => {
    const words = text.replace(/\{\{[^}]*\}\}/g, ' ');
    return rules
      .filter(({ term, pattern }) => !term.allowed?.[key] && pattern.test(words))
      .map(({ term, entry }) => `${key}: "${text}" uses "${entry}"; write ${term.dutch}`);
  });
}
