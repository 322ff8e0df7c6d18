import { bundledTranslations, defaultLanguage, languages } from '@app/i18n';
import { saidText } from '@app/i18n/messages';
import { i18n } from '@/lib/i18n';

/** Back to bundled English only, as at start-up. */
export async function resetI18nForTests(): Promise<void> {
  for (const language of languages) i18n.removeResourceBundle(language);
  i18n.addResourceBundle(defaultLanguage, bundledTranslations[defaultLanguage]);
  await i18n.changeLanguage(defaultLanguage);
}

/** The English text the API sends for a message code, as a reply in a mocked API carries it. */
export function apiText(code: string): string {
  const said = saidText(code, 'en');
  if (!said) throw new Error(`'${code}' is no message code of the API`);
  return said.text;
}
