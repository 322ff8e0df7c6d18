import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Protected screens of the nonprofits area, by route path of `paths`. */
export const nonprofitScreens: ScreenTable = {
  [paths.nonprofitRegistration.path]: lazyScreen(
    () => import('./nonprofits/nonprofit-registration'),
    (m) => <m.NonprofitRegistrationRoute />,
  ),
  [paths.nonprofitProfile.path]: lazyScreen(
    () => import('./nonprofits/nonprofit-profile'),
    (m) => <m.NonprofitProfileRoute />,
  ),
  [paths.editNonprofitProfile.path]: lazyScreen(
    () => import('./nonprofits/edit-nonprofit-profile'),
    (m) => <m.EditNonprofitProfileRoute />,
  ),
};
