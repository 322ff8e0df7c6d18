import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Protected screens of the companies area, by route path of `paths`. */
export const companyScreens: ScreenTable = {
  [paths.companyRegistration.path]: lazyScreen(
    () => import('./companies/company-registration'),
    (m) => <m.CompanyRegistrationRoute />,
  ),
  [paths.companyProfile.path]: lazyScreen(
    () => import('./companies/company-profile'),
    (m) => <m.CompanyProfileRoute />,
  ),
  [paths.editCompanyProfile.path]: lazyScreen(
    () => import('./companies/edit-company-profile'),
    (m) => <m.EditCompanyProfileRoute />,
  ),
  [paths.createCompanyEvent.path]: lazyScreen(
    () => import('./companies/create-company-event'),
    (m) => <m.CreateCompanyEventRoute />,
  ),
};
