/** The six tabs of /discover, in the spec's order. */
export const discoverTabs = [
  'topics',
  'nonprofit',
  'fundraiser',
  'events',
  'company',
  'companyEvents',
] as const;

export type DiscoverTab = (typeof discoverTabs)[number];

export function isDiscoverTab(value: unknown): value is DiscoverTab {
  return typeof value === 'string' && (discoverTabs as readonly string[]).includes(value);
}

/**
 * The tab to open: `?tab=` wins (it survives a reload and a shared link), then the navigation
 * state's `tab` (how home cards open a tab), else Topics.
 */
export function startingTab(searchTab: string | null, state: unknown): DiscoverTab {
  if (isDiscoverTab(searchTab)) return searchTab;
  const stateTab = (state as { tab?: unknown } | null)?.tab;
  return isDiscoverTab(stateTab) ? stateTab : 'topics';
}
