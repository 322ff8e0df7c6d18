import { Container, Tabs } from '@mantine/core';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { DiscoverBanner } from '@/features/discover/components/discover-banner';
import {
  discoverTabs,
  isDiscoverTab,
  startingTab,
  type DiscoverTab,
} from '@/features/discover/components/discover-tabs';
import classes from '@/features/discover/components/discover.module.css';
import { useDocumentMeta } from '@/lib/use-document-meta';
import {
  CompaniesPanel,
  CompanyEventsPanel,
  EventsPanel,
  FundraisersPanel,
  NonprofitsPanel,
  TopicsPanel,
} from './discover-panels';

const panels: Record<DiscoverTab, ComponentType> = {
  topics: TopicsPanel,
  nonprofit: NonprofitsPanel,
  fundraiser: FundraisersPanel,
  events: EventsPanel,
  company: CompaniesPanel,
  companyEvents: CompanyEventsPanel,
};

/**
 * /discover: banner, then six tabs, each a searchable card grid with infinite scroll.
 * The open tab comes from ?tab= or the navigation state's `tab`, and is kept in ?tab=.
 */
export function DiscoverScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = startingTab(searchParams.get('tab'), location.state);
  useDocumentMeta(t('header.discover'), t('discover.banner.subtitle'));
  const tabList = useRef<HTMLDivElement>(null);

  // On a phone the strip scrolls sideways: keep the open tab in sight (e.g. one opened by a link).
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // The first tab is in sight already; measuring the strip would only cost the first screen a
    // layout of its own.
    if (!list || !active || active === list.querySelector('[role="tab"]')) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  const select = (value: string | null) => {
    if (!isDiscoverTab(value)) return;
    setSearchParams(
      { tab: value },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  };

  return (
    <>
      <DiscoverBanner />
      <Container py={{ base: 'lg', sm: 'xl' }}>
        <Tabs value={tab} onChange={select} keepMounted={false} color="ember">
          <Tabs.List
            ref={tabList}
            aria-label={t('discover.tabsLabel')}
            className={classes.tabList}
            mb="xl"
          >
            {discoverTabs.map((value) => (
              <Tabs.Tab key={value} value={value} className={classes.tab}>
                {t(`discover.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {discoverTabs.map((value) => {
            const Panel = panels[value];
            return (
              <Tabs.Panel key={value} value={value}>
                <Panel />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Container>
    </>
  );
}
