import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Public screens of the jobs board: the board and a vacancy (ADR 008). */
export const jobRoutes: RouteObject[] = [
  {
    path: paths.jobs.path,
    lazy: lazyScreen(
      () => import('./jobs/jobs-screen'),
      (m) => <m.JobsScreen />,
    ),
  },
  {
    path: paths.jobDetails.path,
    lazy: lazyScreen(
      () => import('./jobs/job-details-screen'),
      (m) => <m.JobDetailsScreen />,
    ),
  },
];

/** Protected screens of the jobs board: posting and editing a vacancy. */
export const jobScreens: ScreenTable = {
  [paths.jobsRegistration.path]: lazyScreen(
    () => import('./jobs/job-registration'),
    (m) => <m.JobRegistration />,
  ),
  [paths.editJob.path]: lazyScreen(
    () => import('./jobs/edit-job-screen'),
    (m) => <m.EditJobScreen />,
  ),
};
