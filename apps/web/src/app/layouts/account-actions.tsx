import { isOperator } from '@app/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconHeartHandshake,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, useSignOut } from '@/features/auth/hooks/use-auth';
import { AccountButton, Initials } from './account-button';

// The signed-in menu (Mantine's Menu and its positioning) is its own file: a visitor who is not
// signed in never loads it.
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

interface AccountActionsProps {
  /** Stacked full-width buttons for the mobile menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Login and Sign up when signed out; the user's name with Profile / Logout when signed in. */
export function AccountActions({ stacked = false, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const signOut = useSignOut();
  const [openOnArrival, setOpenOnArrival] = useState(false);

  async function handleLogout() {
    onNavigate?.();
    await signOut();
  }

  if (!user || !isAuthenticated) {
    const Wrapper = stacked ? Stack : Group;
    return (
      <Wrapper gap="xs">
        <Button
          component={Link}
          to={paths.login.href()}
          variant={stacked ? 'default' : 'subtle'}
          onClick={onNavigate}
          fullWidth={stacked}
        >
          {t('header.login')}
        </Button>
        <Button component={Link} to={paths.signUp.href()} onClick={onNavigate} fullWidth={stacked}>
          {t('header.signUp')}
        </Button>
      </Wrapper>
    );
  }

  if (stacked) {
    // In the mobile drawer a nested menu is one tap too many: show the actions directly.
    return (
      <Stack gap="xs">
        <Group gap="sm" px="xs">
          <Initials name={user.name} size={32} />
          <Text fw={600}>{user.name}</Text>
        </Group>
        <Button
          component={Link}
          to={paths.profile.href()}
          onClick={onNavigate}
          variant="default"
          fullWidth
          leftSection={<IconUser size={18} aria-hidden="true" />}
        >
          {t('header.profile')}
        </Button>
        <Button
          component={Link}
          to={paths.orders.href()}
          onClick={onNavigate}
          variant="default"
          fullWidth
          leftSection={<IconHeartHandshake size={18} aria-hidden="true" />}
        >
          {t('header.myDonations')}
        </Button>
        <Button
          component={Link}
          to={paths.securitySettings.href()}
          onClick={onNavigate}
          variant="default"
          fullWidth
          leftSection={<IconShieldLock size={18} aria-hidden="true" />}
        >
          {t('security.title')}
        </Button>
        {isOperator(user.role) ? (
          <Button
            component={Link}
            to={paths.admin.href()}
            onClick={onNavigate}
            variant="default"
            fullWidth
            leftSection={<IconSettings size={18} aria-hidden="true" />}
          >
            {t('console.openConsole')}
          </Button>
        ) : null}
        <Button
          onClick={() => void handleLogout()}
          variant="light"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          {t('header.logout')}
        </Button>
      </Stack>
    );
  }

  return (
    <Suspense
      // A click before the menu's file arrived opens the menu when it does.
      fallback={<AccountButton userName={user.name} onClick={() => setOpenOnArrival(true)} />}
    >
      <AccountMenu
        button={<AccountButton userName={user.name} />}
        defaultOpened={openOnArrival}
        onNavigate={onNavigate}
        onLogout={handleLogout}
        operator={isOperator(user.role)}
      />
    </Suspense>
  );
}
