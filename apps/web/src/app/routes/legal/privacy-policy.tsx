import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'privacy.collection',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4'],
  },
  {
    id: 'privacy.usage',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4'],
    after: ['sharing'],
  },
  {
    id: 'privacy.signIn',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4', 'item5'],
  },
  {
    id: 'personalData.policy.retention',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4'],
  },
  {
    id: 'privacy.rights',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3', 'item4', 'item5'],
    after: ['contact'],
  },
  {
    id: 'personalData.policy.yourData',
    paragraphs: ['text'],
    items: ['item1', 'item2', 'item3'],
  },
];

/**
 * /privacy-policy: Data Collection, Data Usage, Your Rights; 'I Understand' goes home.
 * Also what is kept and for how long, and how to download or erase one's data (ADR 017).
 */
export function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={sections}
      footer={
        <Group justify="center" mt="xl">
          <Button
            component={Link}
            to={paths.home.href()}
            size="md"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
          >
            {t('privacy.understand')}
          </Button>
        </Group>
      }
    />
  );
}
