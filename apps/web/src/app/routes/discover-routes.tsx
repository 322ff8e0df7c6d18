import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

const details = () => import('./discover/page-details-screen');

/** Public screens of the discover area; the router places them under the root layout. */
export const discoverRoutes: RouteObject[] = [
  {
    path: paths.discover.path,
    lazy: lazyScreen(
      () => import('./discover/discover-screen'),
      (m) => <m.DiscoverScreen />,
    ),
  },
  {
    path: paths.search.path,
    lazy: lazyScreen(
      () => import('./search/search-results-screen'),
      (m) => <m.SearchResultsScreen />,
    ),
  },
  {
    path: paths.discoverDetails.path,
    lazy: lazyScreen(details, (m) => <m.DiscoverDetailsRoute />),
  },
  {
    path: paths.eventDetails.path,
    lazy: lazyScreen(details, (m) => <m.PageDetailsScreen key="event" type="event" />),
  },
  {
    path: paths.nonprofitDetails.path,
    lazy: lazyScreen(details, (m) => <m.PageDetailsScreen key="nonprofit" type="nonprofit" />),
  },
  {
    path: paths.fundraiserDetails.path,
    lazy: lazyScreen(details, (m) => <m.PageDetailsScreen key="fundraiser" type="fundraiser" />),
  },
  {
    path: paths.companyDetails.path,
    lazy: lazyScreen(details, (m) => <m.PageDetailsScreen key="company" type="company" />),
  },
  {
    path: paths.companyEventDetails.path,
    lazy: lazyScreen(details, (m) => (
      <m.PageDetailsScreen key="company-event" type="company-event" />
    )),
  },
];
