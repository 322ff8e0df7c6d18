import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

const sdgPage = () => import('./explore/sdg-page');

/** Public screens of the explore area; the router places them under the root layout. */
export const exploreRoutes: RouteObject[] = [
  {
    path: paths.sustainableDevelopmentGoals.path,
    lazy: lazyScreen(
      () => import('./explore/sdg-goals-screen'),
      (m) => <m.SdgGoalsScreen />,
    ),
  },
  { path: paths.sdgTopic.path, lazy: lazyScreen(sdgPage, (m) => <m.SdgTopicRoute />) },
  { path: paths.detailsTopic.path, lazy: lazyScreen(sdgPage, (m) => <m.DetailsTopicRoute />) },
  {
    path: paths.topicDetails.path,
    lazy: lazyScreen(
      () => import('./explore/topic-page'),
      (m) => <m.TopicRoute />,
    ),
  },
  {
    path: paths.location.path,
    lazy: lazyScreen(
      () => import('./explore/location-screen'),
      (m) => <m.LocationScreen />,
    ),
  },
];
