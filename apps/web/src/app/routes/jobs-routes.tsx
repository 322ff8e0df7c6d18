import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { EditJobScreen } from '@/features/jobs/screens/edit-job-screen';
import { JobDetailsScreen } from '@/features/jobs/screens/job-details-screen';
import { JobsScreen } from '@/features/jobs/screens/jobs-screen';
import { JobRegistration } from './jobs/job-registration';

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
