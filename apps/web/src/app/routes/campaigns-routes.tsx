import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Protected screens for a non-profit's campaigns (events and projects), by path. */
export const campaignScreens: ScreenTable = {
  [paths.createEvent.path]: lazyScreen(
    () => import('./campaigns/create-campaign'),
    (m) => <m.CreateCampaignRoute kind="event" />,
  ),
  [paths.createProject.path]: lazyScreen(
    () => import('./campaigns/create-campaign'),
    (m) => <m.CreateCampaignRoute kind="project" />,
  ),
};
