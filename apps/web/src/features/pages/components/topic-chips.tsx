import type { PageRef } from '@app/contract';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The topics a page works on, each a chip linking to /topics-details/{id}. */
export function TopicChips({ topics }: { topics: PageRef[] }) {
  const { t } = useTranslation();
  if (topics.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="topics-heading">
      <Title order={2} size="h5" id="topics-heading">
        {t('details.topicsHeading')}
      </Title>
      <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Badge
              component={Link}
              to={paths.topicDetails.href(topic.id)}
              size="lg"
              radius="xl"
              variant="light"
              color="ember"
              tt="none"
              leftSection={<IconHash size={14} aria-hidden="true" />}
              style={{ cursor: 'pointer' }}
            >
              {topic.name}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
