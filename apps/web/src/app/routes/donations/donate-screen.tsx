import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { useEventSearch } from '@/features/events/api/get-events';
import { useFundraiserSearch } from '@/features/fundraisers/api/get-fundraisers';
import { useNonprofitSearch } from '@/features/nonprofits/api/get-nonprofits';
import { TargetList, useTargetSearch } from '@/features/donations/components/target-list';
import { donationState } from '@/features/donations/donation-state';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The kinds of target to donate to, Fundraisers first (the default). */
const chooserTabs = ['fundraisers', 'events', 'nonprofits'] as const;
type ChooserTab = (typeof chooserTabs)[number];

const isChooserTab = (value: unknown): value is ChooserTab =>
  (chooserTabs as readonly unknown[]).includes(value);

function FundraisersPanel() {
  const { t } = useTranslation();
  const search = useTargetSearch();
  return (
    <TargetList
      label={t('donations.chooser.tabs.fundraisers')}
      searchLabel={t('donations.chooser.search.fundraisers')}
      search={search}
      query={useFundraiserSearch(search.debounced)}
      errorText={t('donations.chooser.error.fundraisers')}
      emptyText={t('donations.chooser.empty.fundraisers')}
      toRow={(item) => ({
        donation: donationState({
          source: 'fundraiser',
          id: item.id,
          name: item.name,
          picture: item.picture ?? item.image,
          logo: item.logo,
          typeLabel: item.label ?? t('cards.types.fundraiser'),
          nonprofit: item.nonprofit,
        }),
        parent: item.nonprofit?.name ?? item.event?.name ?? item.project?.name ?? null,
      })}
    />
  );
}

function EventsPanel() {
  const { t } = useTranslation();
  const search = useTargetSearch();
  return (
    <TargetList
      label={t('donations.chooser.tabs.events')}
      searchLabel={t('donations.chooser.search.events')}
      search={search}
      query={useEventSearch(search.debounced)}
      errorText={t('donations.chooser.error.events')}
      emptyText={t('donations.chooser.empty.events')}
      toRow={(item) => ({
        donation: donationState({
          source: 'event',
          id: item.id,
          name: item.title,
          picture: item.picture,
          logo: item.logo,
          typeLabel: item.label ?? t('cards.types.event'),
          nonprofit: item.nonprofit,
        }),
        parent: item.nonprofit.name,
      })}
    />
  );
}

function NonprofitsPanel() {
  const { t } = useTranslation();
  const search = useTargetSearch();
  return (
    <TargetList
      label={t('donations.chooser.tabs.nonprofits')}
      searchLabel={t('donations.chooser.search.nonprofits')}
      search={search}
      query={useNonprofitSearch(search.debounced)}
      errorText={t('donations.chooser.error.nonprofits')}
      emptyText={t('donations.chooser.empty.nonprofits')}
      toRow={(item) => ({
        donation: donationState({
          source: 'nonprofit',
          id: item.id,
          name: item.name,
          picture: item.logo ?? item.picture,
          typeLabel: item.label ?? t('cards.types.nonprofit'),
          nonprofit: null,
        }),
        parent: null,
      })}
    />
  );
}

const panels: Record<ChooserTab, ComponentType> = {
  fundraisers: FundraisersPanel,
  events: EventsPanel,
  nonprofits: NonprofitsPanel,
};

/**
 * /donate: 'Who do you want to donate to?' with Fundraisers, Events and
 * Non-Profit, each a searchable list whose rows lead to the payment screen. The open choice is
 * kept in ?tab=, so Back from the payment screen returns to it. The optional :id is not used.
 */
export function DonateScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ChooserTab = isChooserTab(requested) ? requested : 'fundraisers';
  useDocumentMeta(t('donations.chooser.documentTitle'), t('donations.chooser.intro'));

  const select = (value: string | null) => {
    if (isChooserTab(value)) setSearchParams({ tab: value }, { replace: true });
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('donations.chooser.heading')}</Title>
          <Text c="dimmed">{t('donations.chooser.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Tabs value={tab} onChange={select} keepMounted={false} color="ember">
            <Tabs.List aria-label={t('donations.chooser.tabsLabel')} mb="md" grow>
              {chooserTabs.map((value) => (
                <Tabs.Tab key={value} value={value} fw={600}>
                  {t(`donations.chooser.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {chooserTabs.map((value) => {
              const Panel = panels[value];
              return (
                <Tabs.Panel key={value} value={value}>
                  <Panel />
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
