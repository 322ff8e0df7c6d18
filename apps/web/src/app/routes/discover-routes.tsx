import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { DiscoverScreen } from './discover/discover-screen';
import { DiscoverDetailsRoute, PageDetailsScreen } from './discover/page-details-screen';

/** Public screens of the discover area (issue 4); the router places them under the root layout. */
export const discoverRoutes: RouteObject[] = [
  { path: paths.discover.path, element: <DiscoverScreen /> },
  { path: paths.discoverDetails.path, element: <DiscoverDetailsRoute /> },
  { path: paths.eventDetails.path, element: <PageDetailsScreen key="event" type="event" /> },
  {
    path: paths.nonprofitDetails.path,
    element: <PageDetailsScreen key="nonprofit" type="nonprofit" />,
  },
  {
    path: paths.fundraiserDetails.path,
    element: <PageDetailsScreen key="fundraiser" type="fundraiser" />,
  },
  { path: paths.companyDetails.path, element: <PageDetailsScreen key="company" type="company" /> },
  {
    path: paths.companyEventDetails.path,
    element: <PageDetailsScreen key="company-event" type="company-event" />,
  },
];
