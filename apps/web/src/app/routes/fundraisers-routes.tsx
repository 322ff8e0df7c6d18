import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { EditFundraiserProfile } from './fundraisers/edit-fundraiser-profile';
import { FundraiserProfile } from './fundraisers/fundraiser-profile';
import { FundraiserRegistration } from './fundraisers/fundraiser-registration';

/** Protected screens of the fundraisers area (issue 5), by route path of `paths`. */
export const fundraiserScreens: Record<string, RouteObject['element']> = {
  [paths.fundraiserRegistration.path]: <FundraiserRegistration />,
  [paths.fundraiserProfile.path]: <FundraiserProfile />,
  [paths.editFundraiserProfile.path]: <EditFundraiserProfile />,
};
