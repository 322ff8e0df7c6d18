import type {
  CompanyEventListItem,
  CompanyListItem,
  EventListItem,
  FundraiserListItem,
  NonprofitListItem,
  TopicListItem,
} from '@app/contract';
import { Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CompanyCard } from '@/components/cards/company-card';
import { CompanyEventCard } from '@/components/cards/company-event-card';
import { EventCard } from '@/components/cards/event-card';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { JobCard } from '@/components/cards/job-card';
import { NonprofitCard } from '@/components/cards/nonprofit-card';
import { TopicCard } from '@/components/cards/topic-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProjectRow } from './sdg-rows';
import { SdgTabList } from './sdg-tab-list';
import { sdgPageTabs, tabKey, type SdgPageTab } from './sdg-tab-names';
import classes from './sdg.module.css';

/** The buttons of the cards (Follow, Donate, Join); the app wires them to their features. */
export interface SdgCardActions {
  topic?: (item: TopicListItem) => ReactNode;
  nonprofit?: (item: NonprofitListItem) => ReactNode;
  fundraiser?: (item: FundraiserListItem) => ReactNode;
  event?: (item: EventListItem) => ReactNode;
  company?: (item: CompanyListItem) => ReactNode;
  companyEvent?: (item: CompanyEventListItem) => ReactNode;
}

interface SdgTabsProps {
  sdgId: string;
  value: SdgPageTab;
  onChange: (tab: SdgPageTab) => void;
  actions?: SdgCardActions;
  /** The tab list, so Join can move focus to it. */
  listRef?: Ref<HTMLDivElement>;
}

/**
 * Right panel of a goal: its twelve tabs. Tabs with a list read it page by page, only
 * while open; Updates, Subsidies and Funds, Teams and Petitions have no source yet and say so.
 */
export function SdgTabs({ sdgId, value, onChange, actions = {}, listRef }: SdgTabsProps) {
  const { t } = useTranslation();
  const ownList = useRef<HTMLDivElement>(null);

  // On a phone the tab list scrolls sideways: keep the open tab in sight (also when the address
  // opened it), without moving the page itself.
  useEffect(() => {
    const list = ownList.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const left = selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [value]);

  const setListRef = useMergedRef(ownList, listRef);

  const panel = (tab: SdgPageTab): ReactNode => {
    switch (tab) {
      case 'nonprofits':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="nonprofits"
            renderCard={(item) => <NonprofitCard item={item} action={actions.nonprofit?.(item)} />}
          />
        );
      case 'events':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="events"
            renderCard={(item) => <EventCard item={item} action={actions.event?.(item)} />}
          />
        );
      case 'fundraisers':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="fundraisers"
            renderCard={(item) => (
              <FundraiserCard item={item} action={actions.fundraiser?.(item)} />
            )}
          />
        );
      case 'projects':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="projects"
            renderCard={(item) => <ProjectRow item={item} />}
          />
        );
      case 'companies':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="companies"
            renderCard={(item) => <CompanyCard item={item} action={actions.company?.(item)} />}
          />
        );
      case 'topics':
        return (
          <Stack gap="md">
            <Text c="gray.8">{t('sdgPage.joinTopicsHint')}</Text>
            <SdgTabList
              sdgId={sdgId}
              tab="topics"
              renderCard={(item) => <TopicCard item={item} action={actions.topic?.(item)} />}
            />
          </Stack>
        );
      case 'company-events':
        return (
          <SdgTabList
            sdgId={sdgId}
            tab="company-events"
            renderCard={(item) => (
              <CompanyEventCard item={item} action={actions.companyEvent?.(item)} />
            )}
          />
        );
      case 'jobs':
        return (
          <SdgTabList sdgId={sdgId} tab="jobs" renderCard={(item) => <JobCard item={item} />} />
        );
      default:
        return <EmptyState message={t(`sdgPage.empty.${tabKey(tab)}`)} />;
    }
  };

  return (
    <section aria-labelledby="sdg-tabs-title">
      <VisuallyHidden>
        <Title order={2} id="sdg-tabs-title">
          {t('sdgPage.tabsLabel')}
        </Title>
      </VisuallyHidden>
      <Tabs
        value={value}
        onChange={(next) => next && onChange(next as SdgPageTab)}
        keepMounted={false}
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List ref={setListRef} aria-label={t('sdgPage.tabsLabel')}>
          {sdgPageTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`sdgPage.tabs.${tabKey(tab)}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <div className={classes.tabPanels}>
          {sdgPageTabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="lg">
              {panel(tab)}
            </Tabs.Panel>
          ))}
        </div>
      </Tabs>
    </section>
  );
}
