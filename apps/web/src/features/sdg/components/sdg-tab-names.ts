/** The tabs of a goal's page in the spec's order. */
export const sdgPageTabs = [
  'updates',
  'nonprofits',
  'events',
  'fundraisers',
  'projects',
  'subsidies',
  'teams',
  'companies',
  'topics',
  'company-events',
  'petitions',
  'jobs',
] as const;
export type SdgPageTab = (typeof sdgPageTabs)[number];

/** Opened first: the first tab with real data (Updates has no source yet). */
export const DEFAULT_SDG_TAB: SdgPageTab = 'nonprofits';

export function isSdgPageTab(value: unknown): value is SdgPageTab {
  return typeof value === 'string' && (sdgPageTabs as readonly string[]).includes(value);
}

/** The translation key part of a tab (`sdgPage.tabs.*`, `sdgPage.empty.*`). */
export function tabKey(tab: SdgPageTab): string {
  return tab === 'company-events' ? 'companyEvents' : tab;
}
