import { languages, type Language } from '@app/i18n/core';
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { changeLanguage } from '../change-language';

/** EN / NL switch (spec 1: the toggle shows EN or NL). */
export function LanguageToggle({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const labelId = useId();

  return (
    <div role="group" aria-labelledby={labelId}>
      <VisuallyHidden id={labelId}>{t('language.label')}</VisuallyHidden>
      <SegmentedControl
        size={size}
        radius="xl"
        color="ember"
        value={language}
        onChange={(value) => void changeLanguage(queryClient, value as Language)}
        data={languages.map((code) => ({
          value: code,
          // Visible code first, so the accessible name ("NL Dutch") contains what is shown.
          label: (
            <>
              {t(`language.${code}`)}{' '}
              <VisuallyHidden component="span">{t(`language.${code}Name`)}</VisuallyHidden>
            </>
          ),
        }))}
      />
    </div>
  );
}
