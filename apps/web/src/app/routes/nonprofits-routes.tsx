import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { EditNonprofitProfileRoute } from './nonprofits/edit-nonprofit-profile';
import { NonprofitProfileRoute } from './nonprofits/nonprofit-profile';
import { NonprofitRegistrationRoute } from './nonprofits/nonprofit-registration';

/** Protected screens of the nonprofits area (issue 5), by route path of `paths`. */
export const nonprofitScreens: Record<string, RouteObject['element']> = {
  [paths.nonprofitRegistration.path]: <NonprofitRegistrationRoute />,
  [paths.nonprofitProfile.path]: <NonprofitProfileRoute />,
  [paths.editNonprofitProfile.path]: <EditNonprofitProfileRoute />,
};
