import { Menu } from '@mantine/core';
import {
  IconHeartHandshake,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface AccountMenuProps {
  /** The button that opens the menu (AccountButton). */
  button: ReactElement;
  /** Open from the start (the button was clicked while this file loaded). */
  defaultOpened?: boolean;
  onNavigate?: () => void;
  onLogout: () => Promise<void>;
  /** An operator: the menu also opens the console. */
  operator?: boolean;
}

/**
 * The signed-in visitor's menu in the header: Profile, My donations, Sign-in and security, the
 * console for operators, Logout.
 */
export function AccountMenu({
  button,
  defaultOpened,
  onNavigate,
  onLogout,
  operator = false,
}: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: Mantine's is a focusable 'presentation' element inside role="menu",
    // which axe reports (aria-required-children); focus goes to the first item instead.
    <Menu
      position="bottom-end"
      shadow="md"
      width={230}
      withinPortal
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.profile.href()}
          onClick={onNavigate}
          leftSection={<IconUser size={16} aria-hidden="true" />}
        >
          {t('header.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.orders.href()}
          onClick={onNavigate}
          leftSection={<IconHeartHandshake size={16} aria-hidden="true" />}
        >
          {t('header.myDonations')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.securitySettings.href()}
          onClick={onNavigate}
          leftSection={<IconShieldLock size={16} aria-hidden="true" />}
        >
          {t('security.title')}
        </Menu.Item>
        {operator ? (
          <Menu.Item
            component={Link}
            to={paths.admin.href()}
            onClick={onNavigate}
            leftSection={<IconSettings size={16} aria-hidden="true" />}
          >
            {t('console.openConsole')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          onClick={() => void onLogout()}
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
