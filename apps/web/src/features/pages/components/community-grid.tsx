import type { CommunityItem, PageType } from '@app/contract';
import { Chip, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useCommunity } from '../api/get-community';
import { CommunityItemRow } from './community-item-row';

/** The chips of the community grid, in order, and the kind of item each shows. */
const chips = [
  ['all', null],
  ['teams', 'team'],
  ['projects', 'project'],
  ['events', 'event'],
  ['fundraisers', 'fundraiser'],
  ['companies', 'company'],
  ['companyEvents', 'company-event'],
  ['followers', 'follower'],
] as const;

type Chip = (typeof chips)[number][0];

function matches(item: CommunityItem, chip: Chip, search: string): boolean {
  const kind = chips.find(([name]) => name === chip)?.[1];
  // Teams and companies are not part of a page's community (yet): their chips stay empty.
  if (kind !== null && kind !== undefined && item.kind !== kind) return false;
  return !search || item.name.toLowerCase().includes(search.toLowerCase());
}

/**
 * Community grid: chips All, Teams, Projects, Events, Fundraisers, Companies, Company
 * events, Followers and a search box over the real community of the page.
 */
export function CommunityGrid({ type, id }: { type: PageType; id: number }) {
  const { t } = useTranslation();
  const [chip, setChip] = useState<Chip>('all');
  const [search, setSearch] = useState('');
  const community = useCommunity(type, id);
  const query = search.trim();
  const items = (community.data?.data ?? []).filter((item) => matches(item, chip, query));

  let body;
  if (community.isPending) body = <PageLoader label={t('community.loading')} />;
  else if (community.isError) {
    body = (
      <ErrorState
        message={t('community.error')}
        onRetry={() => void community.refetch()}
        retrying={community.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        message={
          query ? t('community.empty.search', { search: query }) : t(`community.empty.${chip}`)
        }
      />
    );
  } else {
    body = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Paper withBorder radius="md" p="sm" h="100%">
              <CommunityItemRow item={item} />
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="community-heading">
      <Title order={2} size="h3" id="community-heading">
        {t('community.heading')}
      </Title>
      <Group gap="xs" role="radiogroup" aria-label={t('community.chipsLabel')}>
        <Chip.Group value={chip} onChange={(value) => setChip(value as Chip)}>
          {chips.map(([name]) => (
            <Chip key={name} value={name} color="ember" variant="outline">
              {t(`community.chips.${name}`)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <TextInput
        type="search"
        label={t('community.search')}
        placeholder={t('community.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {body}
    </Stack>
  );
}
