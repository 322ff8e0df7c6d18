import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { CompanyProfileRoute } from './companies/company-profile';
import { CompanyRegistrationRoute } from './companies/company-registration';
import { CreateCompanyEventRoute } from './companies/create-company-event';
import { EditCompanyProfileRoute } from './companies/edit-company-profile';

/** Protected screens of the companies area (issue 5), by route path of `paths`. */
export const companyScreens: Record<string, RouteObject['element']> = {
  [paths.companyRegistration.path]: <CompanyRegistrationRoute />,
  [paths.companyProfile.path]: <CompanyProfileRoute />,
  [paths.editCompanyProfile.path]: <EditCompanyProfileRoute />,
  [paths.createCompanyEvent.path]: <CreateCompanyEventRoute />,
};
