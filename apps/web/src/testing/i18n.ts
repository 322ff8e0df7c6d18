import { bundledTranslations, defaultLanguage, languages } from '@app/i18n';
import { i18n } from '@/lib/i18n';

/** Back to bundled English only, as at start-up. */
export async function resetI18nForTests(): Promise<void> {
  for (const language of languages) i18n.removeResourceBundle(language);
  i18n.addResourceBundle(defaultLanguage, bundledTranslations[defaultLanguage]);
  await i18n.changeLanguage(defaultLanguage);
}
