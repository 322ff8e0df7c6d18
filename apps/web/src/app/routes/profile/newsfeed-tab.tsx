import type { Id } from '@app/contract';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { NewsfeedUpdates } from '@/features/updates/components/newsfeed-updates';
import { AllActivity } from './all-activity';

type Filter = 'all' | 'updates';

/**
 * NewsFeed: the donation activity feed with the filters All and Updates and replies. All: own donations and updates of followed pages together; Updates and replies:
 * the updates only. Donations come from the users feature, updates from the updates feature.
 */
export function NewsfeedTab({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('newsFeed.title')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          aria-label={t('newsFeed.filterLabel')}
          data={[
            { value: 'all', label: t('newsFeed.all') },
            { value: 'updates', label: t('newsFeed.updates') },
          ]}
        />
      </Group>
      {filter === 'all' ? <AllActivity userId={userId} /> : <NewsfeedUpdates />}
    </Stack>
  );
}
