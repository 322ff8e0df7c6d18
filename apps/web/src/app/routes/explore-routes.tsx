import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { LocationScreen } from './explore/location-screen';
import { SdgGoalsScreen } from './explore/sdg-goals-screen';
import { DetailsTopicRoute, SdgTopicRoute } from './explore/sdg-page';
import { TopicRoute } from './explore/topic-page';

/** Public screens of the explore area (issue 4); the router places them under the root layout. */
export const exploreRoutes: RouteObject[] = [
  { path: paths.sustainableDevelopmentGoals.path, element: <SdgGoalsScreen /> },
  { path: paths.sdgTopic.path, element: <SdgTopicRoute /> },
  { path: paths.detailsTopic.path, element: <DetailsTopicRoute /> },
  { path: paths.topicDetails.path, element: <TopicRoute /> },
  { path: paths.location.path, element: <LocationScreen /> },
];
