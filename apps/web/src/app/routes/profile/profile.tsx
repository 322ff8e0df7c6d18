import type { Id, SessionUser } from '@app/contract';
import { Button, Container, Stack, Tabs } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconHeartHandshake, IconPencil, IconPlus, IconUserQuestion } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { DescriptionEditor } from '@/features/profile/components/description-editor';
import { SecuritySettingsLink } from '@/features/auth/components/security-settings-link';
import { DownloadMyData } from '@/features/privacy/components/download-my-data';
import { EditProfileDialog } from '@/features/profile/components/edit-profile-dialog';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { userQueryOptions, useUser } from '@/features/users/api/get-user';
import { CreatePageDialog } from '@/features/users/components/create-page-dialog';
import { DeleteProfile } from '@/features/users/components/delete-profile';
import { Directory } from '@/features/users/components/directory';
import { ApiError, errorMessage } from '@/lib/api-client';
import { removeSessionQueries } from '@/lib/query-client';
import { clearSession, updateSessionUser, useSession } from '@/lib/session';
import classes from './profile.module.css';
import { FollowTab } from './follow-tab';
import { NewsfeedTab } from './newsfeed-tab';

const tabs = ['about', 'newsfeed', 'follow', 'pages', 'settings'] as const;
type Tab = (typeof tabs)[number];

const tabLabels: Record<Tab, string> = {
  about: 'profile.tabs.about',
  newsfeed: 'profile.tabs.newsFeed',
  follow: 'profile.tabs.follow',
  pages: 'profile.tabs.pageList',
  settings: 'profile.tabs.settings',
};

function isTab(value: string | null): value is Tab {
  return (tabs as readonly string[]).includes(value ?? '');
}

/**
 * /profile: the signed-in user's page. The header, the tabs and the dialogs
 * come from the users, profile and follows features; this route wires them to one user.
 */
export function ProfileRoute() {
  const { user: sessionUser } = useSession();
  // The guard only renders this route with a signed-in user.
  return sessionUser ? <Profile userId={sessionUser.id} /> : null;
}

function Profile({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const query = useUser(userId);
  const requestedTab = searchParams.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'about';

  /** A changed user (upload, edit, description): cache, stored session, then a fresh read. */
  function applyUser(updated: SessionUser) {
    queryClient.setQueryData(userQueryOptions(userId).queryKey, { user: updated });
    updateSessionUser(updated);
    void queryClient.invalidateQueries({ queryKey: userQueryOptions(userId).queryKey });
  }

  function handleDeleted() {
    // The session is gone with the account: sign out before any page asks the API, and let the
    // guard take the visitor home instead of to /login.
    clearSession({ exitTo: paths.home.href() });
    removeSessionQueries(queryClient);
    notifications.show({
      color: 'leaf',
      title: t('settings.deletedTitle'),
      message: t('settings.deletedText'),
    });
  }

  if (query.isPending) return <PageLoader label={t('profile.loadingUser')} />;

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={<IconUserQuestion size={28} />}
          title={t('profile.notFound')}
          message={t('profile.notFoundText')}
        />
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          title={t('profile.loadFailed')}
          message={errorMessage(query.error, t('profile.fetchError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t('common.tryAgain')}
        />
      </Container>
    );
  }

  const { user } = query.data;

  return (
    <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <ProfileHeader
          user={user}
          onUserUpdated={applyUser}
          actions={
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('profile.editProfile')}
              </Button>
              <Button
                component={Link}
                to={paths.orders.href()}
                variant="default"
                leftSection={<IconHeartHandshake size={18} aria-hidden="true" />}
              >
                {t('header.myDonations')}
              </Button>
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => setCreating(true)}
              >
                {t('profile.createPage')}
              </Button>
            </>
          }
        />

        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams(searchParams);
            if (value && value !== 'about') next.set('tab', value);
            else next.delete('tab');
            setSearchParams(next, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabList} aria-label={t('profile.tabs.label')}>
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(tabLabels[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="about" pt="lg">
            <DescriptionEditor user={user} onSaved={applyUser} />
          </Tabs.Panel>
          <Tabs.Panel value="newsfeed" pt="lg">
            <NewsfeedTab userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="follow" pt="lg">
            <FollowTab userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="pages" pt="lg">
            <Directory userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="lg">
            <Stack gap="lg">
              <SecuritySettingsLink />
              <DownloadMyData />
              <DeleteProfile userId={userId} onDeleted={() => void handleDeleted()} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <EditProfileDialog
        opened={editing}
        onClose={() => setEditing(false)}
        user={user}
        onUpdated={applyUser}
      />
      <CreatePageDialog opened={creating} onClose={() => setCreating(false)} userId={userId} />
    </Container>
  );
}
