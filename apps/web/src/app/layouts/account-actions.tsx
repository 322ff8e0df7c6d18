import { Avatar, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, useSignOut } from '@/features/auth/hooks/use-auth';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

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
          <Avatar size={32} radius="xl" color="ember" variant="filled" aria-hidden="true">
            {initials(user.name)}
          </Avatar>
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
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          // Named by its visible text (the user's name), so speech input can say what it reads;
          // the menu role comes from aria-haspopup.
          variant="light"
          leftSection={
            <Avatar size={26} radius="xl" color="ember" variant="filled" aria-hidden="true">
              {initials(user.name)}
            </Avatar>
          }
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        >
          {user.name}
        </Button>
      </Menu.Target>
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
          onClick={() => void handleLogout()}
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
