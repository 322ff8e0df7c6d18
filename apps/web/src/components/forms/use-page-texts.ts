import type { Language, PageTexts } from '@app/contract';
import { useState } from 'react';
import { useLanguage } from '@/lib/i18n';

/** An owner-written text of a form per language ('' where none is written). */
export type PageTextValues<F extends string> = Record<Language, Record<F, string>>;

const languages = ['en', 'nl'] as const;

/**
 * The starting texts of a form: a stored page's texts in both languages (`texts` as its
 * profile, details or package give them), or all empty.
 */
export function pageTextValues<F extends string>(
  fields: readonly F[],
  texts?: PageTexts | null,
): PageTextValues<F> {
  const one = (lang: Language) => {
    const values = {} as Record<F, string>;
    for (const field of fields) values[field] = texts?.[lang][field] ?? '';
    return values;
  };
  return { en: one('en'), nl: one('nl') };
}

/**
 * The texts of a page form written in English and/or Dutch (ADR 043), one language shown at a
 * time behind the "English | Nederlands" switch (`TextLanguageSwitch`), the reader's own first.
 * `sent()` gives each text with its language (`name_en`, `name_nl`, ...); a rich text emptied in
 * an edit form is sent as an empty paragraph, because the API takes an empty field as "not sent"
 * and would keep the old one.
 */
export function usePageTexts<F extends string>(
  fields: readonly F[],
  initial: PageTextValues<F> = pageTextValues(fields),
  richText: readonly F[] = [],
) {
  const reader = useLanguage();
  const [language, setLanguage] = useState<Language>(reader);
  const [texts, setTexts] = useState(initial);

  function setText(field: F, value: string, lang: Language = language) {
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
  }

  /** Whether `field` is written in neither language (a required text's client check). */
  const missingInBoth = (field: F) => languages.every((lang) => !texts[lang][field].trim());

  function sent(): Record<string, string> {
    const body: Record<string, string> = {};
    for (const lang of languages) {
      for (const field of fields) {
        const value = texts[lang][field];
        const cleared = richText.includes(field) && value === '' && initial[lang][field] !== '';
        body[`${field}_${lang}`] = cleared ? '<p></p>' : value;
      }
    }
    return body;
  }

  /** Props of the field of `field` in the language shown: its value, `lang` and change. */
  const text = (field: F) => ({
    lang: language,
    value: texts[language][field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setText(field, event.currentTarget.value),
  });

  /**
   * The same for a rich text field, whose editor gives its HTML. Give the editor
   * `key={language}`, so that switching shows the other language's text.
   */
  const rich = (field: F) => ({
    lang: language,
    value: texts[language][field],
    onChange: (html: string) => setText(field, html),
  });

  /** The first server message of `field`, plain or in the language shown. */
  const errorOf = (errors: Partial<Record<string, string>>, field: F) =>
    errors[field] ?? errors[`${field}_${language}`];

  const reset = () => setTexts(pageTextValues(fields));

  return {
    language,
    setLanguage,
    texts,
    setText,
    missingInBoth,
    sent,
    text,
    rich,
    errorOf,
    reset,
  };
}

export type PageTextsForm<F extends string> = ReturnType<typeof usePageTexts<F>>;
