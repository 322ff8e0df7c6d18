import type { Id } from '@app/contract';
import { Badge, Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import {
  DIRECTORY_STEP,
  filterByName,
  seeMore,
  showLess,
  toEntries,
  type DirectoryKind,
} from './directory-entries';
import { DirectoryItem } from './directory-item';
import { useUserPages } from './use-user-pages';

type Tab = 'all' | DirectoryKind;

const tabs: Array<{ value: Tab; label: string }> = [
  { value: 'all', label: 'directory.tabs.all' },
  { value: 'nonprofit', label: 'directory.tabs.nonprofits' },
  { value: 'fundraiser', label: 'directory.tabs.fundraisers' },
  { value: 'company', label: 'directory.tabs.companies' },
];

/**
 * Page List: the user's non-profits, fundraisers and companies with
 * tabs and counts, a name search, 3 at a time with See More / Show Less.
 */
export function Directory({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const pages = useUserPages(userId);
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [visible, setVisible] = useState(DIRECTORY_STEP);

  if (pages.isPending) return <PageLoader />;
  if (pages.isError) {
    return (
      <ErrorState
        message={t('directory.error')}
        onRetry={pages.retry}
        retrying={pages.isRefetching}
      />
    );
  }

  const entries = toEntries(pages.nonprofits ?? [], pages.fundraisers ?? [], pages.companies ?? []);
  const counts: Record<Tab, number> = {
    all: entries.length,
    nonprofit: entries.filter((entry) => entry.kind === 'nonprofit').length,
    fundraiser: entries.filter((entry) => entry.kind === 'fundraiser').length,
    company: entries.filter((entry) => entry.kind === 'company').length,
  };
  const inTab = tab === 'all' ? entries : entries.filter((entry) => entry.kind === tab);
  const results = filterByName(inTab, search);
  const shown = results.slice(0, visible);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('directory.title')}
        </Title>
        <TextInput
          type="search"
          label={t('directory.searchLabel')}
          placeholder={t('directory.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setVisible(DIRECTORY_STEP);
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as Tab | null) ?? 'all');
          setVisible(DIRECTORY_STEP);
        }}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('directory.tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {tabs.map(({ value, label }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <Badge
                  size="sm"
                  variant={tab === value ? 'white' : 'light'}
                  circle={counts[value] < 10}
                >
                  {counts[value]}
                </Badge>
              }
            >
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Stack gap="md">
              {results.length === 0 ? (
                <EmptyState title={t('directory.empty')} message={t('directory.emptyHint')} />
              ) : (
                <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {shown.map((entry) => (
                    <li key={`${entry.kind}-${entry.id}`}>
                      <DirectoryItem entry={entry} />
                    </li>
                  ))}
                </Stack>
              )}

              {results.length > DIRECTORY_STEP ? (
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('directory.showing', { shown: shown.length, total: results.length })}
                  </Text>
                  <Group gap="sm">
                    {visible > DIRECTORY_STEP ? (
                      <Button variant="default" onClick={() => setVisible(showLess(visible))}>
                        {t('directory.showLess')}
                      </Button>
                    ) : null}
                    {shown.length < results.length ? (
                      <Button variant="light" onClick={() => setVisible(seeMore(visible))}>
                        {t('directory.seeMore')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              ) : null}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
