import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { EditJobScreen } from './jobs/edit-job-screen';
import { JobDetailsScreen } from './jobs/job-details-screen';
import { JobRegistration } from './jobs/job-registration';
import { JobsScreen } from './jobs/jobs-screen';

/** Public screens of the jobs board (issue 7): the board and a vacancy (ADR 008). */
export const jobRoutes: RouteObject[] = [
  { path: paths.jobs.path, element: <JobsScreen /> },
  { path: paths.jobDetails.path, element: <JobDetailsScreen /> },
];

/** Protected screens of the jobs board: posting and editing a vacancy. */
export const jobScreens: Record<string, RouteObject['element']> = {
  [paths.jobsRegistration.path]: <JobRegistration />,
  [paths.editJob.path]: <EditJobScreen />,
};
