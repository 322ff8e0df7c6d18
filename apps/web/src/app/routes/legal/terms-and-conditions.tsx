import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';

const sections: LegalSection[] = [
  { id: 'terms.agreement', paragraphs: ['text1', 'text2'] },
  { id: 'terms.service', paragraphs: ['text1', 'text2', 'text3'] },
  {
    id: 'terms.responsibilities',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4'],
    after: ['enforcement'],
  },
];

/** /terms-and-conditions: last updated May 16, 2025, with three sections. */
export function TermsAndConditions() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('terms.title')}
      meta={
        <Badge variant="light" color="leaf" size="lg" radius="xl" tt="none" w="fit-content">
          {t('terms.lastUpdated')}
        </Badge>
      }
      intro={t('terms.intro')}
      sections={sections}
    />
  );
}
