import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The console's sections, in the order of its navigation: each one its own file,
 * loaded when opened. A section's path is `/admin/{key}`; the first one is the console's start.
 * The label is `console.sections.{key}`.
 */
export interface ConsoleSection {
  key: string;
  screen: LazyExoticComponent<ComponentType>;
}

const section = (key: string, load: () => Promise<{ default: ComponentType }>): ConsoleSection => ({
  key,
  screen: lazy(load),
});

export const consoleSections: ConsoleSection[] = [
  section('overview', () =>
    import('./overview-section').then((m) => ({ default: m.OverviewSection })),
  ),
  section('pages', () => import('./pages-section').then((m) => ({ default: m.PagesSection }))),
  section('people', () => import('./people-section').then((m) => ({ default: m.PeopleSection }))),
  section('donations', () =>
    import('./donations-section').then((m) => ({ default: m.DonationsSection })),
  ),
  section('content', () =>
    import('./content-section').then((m) => ({ default: m.ContentSection })),
  ),
  section('translations', () =>
    import('./translations-section').then((m) => ({ default: m.TranslationsSection })),
  ),
  section('messages', () =>
    import('./messages-section').then((m) => ({ default: m.MessagesSection })),
  ),
  section('reports', () =>
    import('./reports-section').then((m) => ({ default: m.ReportsSection })),
  ),
  section('audit', () => import('./audit-section').then((m) => ({ default: m.AuditSection }))),
];
