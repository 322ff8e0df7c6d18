import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { SdgGoalList } from '@/features/sdg/components/sdg-goal-list';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** /sustainable-development-goals: the 17 goals, each leading to its own page. */
export function SdgGoalsScreen() {
  const { t } = useTranslation();
  useDocumentMeta(t('explore.sdgGoals.title'), t('explore.sdgGoals.metaDescription'));

  return (
    <Container py={{ base: 40, sm: 64 }}>
      <Stack gap="xs" mb={40}>
        <Title order={1}>{t('explore.sdgGoals.title')}</Title>
        <Text size="lg" c="dimmed" maw={760}>
          {t('explore.sdgGoals.intro')}
        </Text>
      </Stack>
      <SdgGoalList linkTo={(topic) => paths.sdgTopic.href(topic.id)} />
    </Container>
  );
}
