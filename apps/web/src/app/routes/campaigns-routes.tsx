import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { CreateCampaignRoute } from './campaigns/create-campaign';

/** Protected screens for a non-profit's campaigns (events and projects; issue 5), by path. */
export const campaignScreens: Record<string, RouteObject['element']> = {
  [paths.createEvent.path]: <CreateCampaignRoute kind="event" />,
  [paths.createProject.path]: <CreateCampaignRoute kind="project" />,
};
