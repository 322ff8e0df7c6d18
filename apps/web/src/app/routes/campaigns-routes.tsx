import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { CreateEventRoute } from './campaigns/create-event';
import { CreateProjectRoute } from './campaigns/create-project';

/** Protected screens for a non-profit's campaigns (events and projects; issue 5), by path. */
export const campaignScreens: Record<string, RouteObject['element']> = {
  [paths.createEvent.path]: <CreateEventRoute />,
  [paths.createProject.path]: <CreateProjectRoute />,
};
