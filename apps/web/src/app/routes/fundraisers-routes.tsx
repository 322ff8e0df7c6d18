import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Protected screens of the fundraisers area, by route path of `paths`. */
export const fundraiserScreens: ScreenTable = {
  [paths.fundraiserRegistration.path]: lazyScreen(
    () => import('./fundraisers/fundraiser-registration'),
    (m) => <m.FundraiserRegistration />,
  ),
  [paths.fundraiserProfile.path]: lazyScreen(
    () => import('./fundraisers/fundraiser-profile'),
    (m) => <m.FundraiserProfile />,
  ),
  [paths.editFundraiserProfile.path]: lazyScreen(
    () => import('./fundraisers/edit-fundraiser-profile'),
    (m) => <m.EditFundraiserProfile />,
  ),
};
