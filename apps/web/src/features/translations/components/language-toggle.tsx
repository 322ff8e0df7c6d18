import { languages, type Language } from '@app/i18n/core';
import { VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { changeLanguage } from '../change-language';
import pill from '@/components/ui/pill-radios.module.css';
import classes from './language-toggle.module.css';

/**
 * EN / NL switch (the toggle shows EN or NL): two radios in a group named Language. The
 * visible code comes first in each name ("NL Dutch"), so speech input can say what it reads.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const labelId = useId();
  const name = useId();

  return (
    <div role="radiogroup" aria-labelledby={labelId} className={pill.root}>
      <VisuallyHidden id={labelId}>{t('language.label')}</VisuallyHidden>
      {languages.map((code: Language) => (
        <div key={code}>
          <input
            className={pill.input}
            type="radio"
            id={`${name}-${code}`}
            name={name}
            value={code}
            checked={code === language}
            onChange={() => void changeLanguage(queryClient, code)}
          />
          <label className={`${pill.label} ${classes.label}`} htmlFor={`${name}-${code}`}>
            {t(`language.${code}`)}{' '}
            <VisuallyHidden component="span">{t(`language.${code}Name`)}</VisuallyHidden>
          </label>
        </div>
      ))}
    </div>
  );
}
