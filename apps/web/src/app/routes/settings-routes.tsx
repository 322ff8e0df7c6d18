import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

/** Protected screens of the account's own settings. */
export const settingsScreens: ScreenTable = {
  [paths.securitySettings.path]: lazyScreen(
    () => import('./settings/security-screen'),
    (m) => <m.SecurityScreen />,
  ),
};
