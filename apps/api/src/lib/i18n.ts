import { bundledTranslations, type Language } from '@app/i18n';

/** A UI string from packages/i18n in the given language, with `{{name}}` placeholders filled. */
export function translate(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = bundledTranslations[lang][key] ?? bundledTranslations.en[key];
  if (text === undefined) throw new Error(`missing translation: ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
