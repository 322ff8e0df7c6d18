import type { Language } from '@app/contract';
import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';

interface TextLanguageSwitchProps {
  /** The language whose texts the form shows now. */
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/**
 * "English | Nederlands" above the texts of a page form: an owner writes each text in English,
 * Dutch or both (the reader's own language first), and the fields below show one language at a
 * time. Each language's name is written in that language.
 */
export function TextLanguageSwitch({ value, onChange, disabled }: TextLanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const order: Language[] = language === 'nl' ? ['nl', 'en'] : ['en', 'nl'];
  return (
    <Input.Wrapper
      id={id}
      label={t('pageForm.textLanguages.label')}
      description={t('pageForm.textLanguages.hint')}
      labelElement="div"
    >
      <SegmentedControl
        mt={6}
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => onChange(next as Language)}
        disabled={disabled}
        data={order.map((lang) => ({
          value: lang,
          label: <span lang={lang}>{t(`pageForm.textLanguages.${lang}`)}</span>,
        }))}
      />
    </Input.Wrapper>
  );
}
