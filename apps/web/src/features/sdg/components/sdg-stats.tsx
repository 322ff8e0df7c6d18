import type { SdgStatsResponse } from '@app/contract';
import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatCount } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSdgStats } from '../api/get-sdg-stats';
import { InlineErrorState } from '@/components/ui/error-state';

type StatKey = keyof SdgStatsResponse['data'];

/** The figures in the order of the tabs, followers last; value is the translation key. */
const stats: Array<[StatKey, string]> = [
  ['nonprofits', 'sdgPage.stats.nonprofits'],
  ['events', 'sdgPage.stats.events'],
  ['fundraisers', 'sdgPage.stats.fundraisers'],
  ['projects', 'sdgPage.stats.projects'],
  ['companies', 'sdgPage.stats.companies'],
  ['topics', 'sdgPage.stats.topics'],
  ['company_events', 'sdgPage.stats.companyEvents'],
  ['jobs', 'sdgPage.stats.jobs'],
  ['followers', 'sdgPage.stats.followers'],
];

/** GET /sdg-topics/{id}/stats as a small grid of figures. */
export function SdgStats({ sdgId }: { sdgId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useSdgStats(sdgId);

  let content;
  if (query.isPending) {
    content = (
      <SimpleGrid cols={3} spacing="sm" aria-hidden="true">
        {stats.map(([key]) => (
          <Skeleton key={key} h={52} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (query.isError) {
    content = (
      <InlineErrorState
        message={t('sdgPage.statsError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
        {stats.map(([key, label]) => (
          <div key={key} style={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Text
              component="dt"
              size="xs"
              c="dimmed"
              lh={1.3}
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {t(label)}
            </Text>
            <Text component="dd" m={0} fz={22} fw={700} lh={1.2}>
              {formatCount(query.data.data[key], language)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="sdg-stats-title"
      aria-busy={query.isPending}
      withBorder
      radius="lg"
      p="lg"
      bg="white"
    >
      <Title order={2} size="h4" id="sdg-stats-title" mb="md">
        {t('sdgPage.statsTitle')}
      </Title>
      {content}
    </Paper>
  );
}
