import type { PageRoleName, TeamMember, TeamPageType } from '@app/contract';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { usePageTeam } from '../api/get-page-team';
import { useSession } from '@/lib/session';
import {
  useChangeMemberRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
} from '../api/team-writes';
import { PageActivityList } from './page-activity-list';

interface PageTeamProps {
  type: TeamPageType;
  id: number;
}

/**
 * The Team tab of a non-profit, fundraiser or company (its owner and admins): invite someone by
 * e-mail with a role, the open invitations (revoke), the helpers (remove, after a confirmation)
 * and the page's activity.
 */
export function PageTeam({ type, id }: PageTeamProps) {
  const { t } = useTranslation();
  const team = usePageTeam(type, id);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('team.title')}
          </Title>
          <Text c="dimmed">{t('team.intro')}</Text>
          <InviteForm type={type} id={id} />
        </Stack>
      </Paper>
      {team.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : team.isError ? (
        <Alert color="red">{errorMessage(team.error, t('team.failed'))}</Alert>
      ) : (
        <>
          <Helpers type={type} id={id} data={team.data} />
          <Invitations type={type} id={id} invitations={team.data.invitations} />
        </>
      )}
      <PageActivityList type={type} id={id} />
    </Stack>
  );
}

function InviteForm({ type, id }: PageTeamProps) {
  const { t } = useTranslation();
  const invite = useInvite({ type, id });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PageRoleName>('editor');
  const fieldErrors = invite.isError ? firstFieldErrors(invite.error) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: ({ invitation }) => {
          notifications.show({
            color: 'leaf',
            message: t('team.invite.sent', { email: invitation.email }),
          });
          setEmail('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('team.invite.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('team.invite.title')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            autoComplete="off"
            label={t('team.invite.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
            required
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label={t('team.invite.role')}
            data={(['editor', 'admin'] as const).map((value) => ({
              value,
              label: t(`team.roles.${value}`),
            }))}
            value={role}
            onChange={(value) => setRole(value === 'admin' ? 'admin' : 'editor')}
            allowDeselect={false}
            error={fieldErrors.role}
            style={{ flex: '0 1 12rem' }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`team.roleHelp.${role}`)}
        </Text>
        {invite.isError && Object.keys(fieldErrors).length === 0 ? (
          <Alert color="red">{errorMessage(invite.error, t('team.failed'))}</Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={invite.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {t('team.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Helpers({
  type,
  id,
  data,
}: PageTeamProps & { data: NonNullable<ReturnType<typeof usePageTeam>['data']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const remove = useRemoveMember({ type, id });
  const changeRole = useChangeMemberRole({ type, id });
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const roleOptions = (['editor', 'admin'] as const).map((value) => ({
    value,
    label: t(`team.roles.${value}`),
  }));

  function setRole(member: TeamMember, role: PageRoleName) {
    if (role === member.role) return;
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          notifications.show({
            color: 'leaf',
            message: t(role === 'admin' ? 'team.members.madeAdmin' : 'team.members.madeEditor', {
              name: member.name,
            }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('team.failed')) }),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('team.members.title')}
        </Title>
        <ul className="team-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <PersonRow
            name={data.owner.name}
            email={data.owner.email}
            role={<Badge variant="light">{t('team.roles.owner')}</Badge>}
          />
          {data.members.map((member) => (
            <PersonRow
              key={member.id}
              name={
                member.user_id === user?.id
                  ? `${member.name} (${t('team.members.you')})`
                  : member.name
              }
              email={member.email}
              note={t('team.members.since', { date: formatDate(member.since, language) ?? '' })}
              role={
                // A list to choose from, not a native select: there each arrow key would be a
                // change of role, a request and a notice of its own.
                <Select
                  size="xs"
                  w="8.5rem"
                  aria-label={t('team.members.role', { name: member.name })}
                  data={roleOptions}
                  value={member.role}
                  allowDeselect={false}
                  disabled={changeRole.isPending && changeRole.variables?.memberId === member.id}
                  onChange={(value) => setRole(member, value === 'admin' ? 'admin' : 'editor')}
                />
              }
              action={
                <Button
                  variant="subtle"
                  color="red.8"
                  size="compact-sm"
                  aria-label={t('team.members.removeLabel', { name: member.name })}
                  onClick={() => {
                    remove.reset();
                    setRemoving({ id: member.id, name: member.name });
                  }}
                >
                  {t('team.members.remove')}
                </Button>
              }
            />
          ))}
        </ul>
        {data.members.length === 0 ? <Text c="dimmed">{t('team.members.empty')}</Text> : null}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notifications.show({
                color: 'leaf',
                message: t('team.members.removed', { name: removing.name }),
              });
              setRemoving(null);
            },
          })
        }
        title={t('team.members.confirmTitle', { name: removing?.name ?? '' })}
        message={t('team.members.confirmText', { name: removing?.name ?? '' })}
        confirmLabel={t('team.members.confirm')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('team.failed')) : null}
        danger
      />
    </Paper>
  );
}

function PersonRow({
  name,
  email,
  role,
  note,
  action,
}: {
  name: string;
  email: string;
  role: React.ReactNode;
  note?: string;
  action?: React.ReactNode;
}) {
  return (
    <li style={{ padding: '0.5rem 0' }}>
      {/* On a phone the role and the button go below the name rather than squeeze it. */}
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Avatar name={name} color="initials" radius="xl" aria-hidden="true" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            {note ? (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {role}
          {action}
        </Group>
      </Group>
    </li>
  );
}

function Invitations({
  type,
  id,
  invitations,
}: PageTeamProps & {
  invitations: NonNullable<ReturnType<typeof usePageTeam>['data']>['invitations'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revoke = useRevokeInvitation({ type, id });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('team.invitations.title')}
        </Title>
        {invitations.length === 0 ? (
          <Text c="dimmed">{t('team.invitations.empty')}</Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {invitations.map((invitation) => (
              <li key={invitation.id} style={{ padding: '0.5rem 0' }}>
                <Group gap="sm" wrap="wrap" justify="space-between">
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Text>
                    <Text size="sm" c={invitation.expired ? 'red.8' : 'dimmed'}>
                      {invitation.expired
                        ? t('team.invitations.expired')
                        : t('team.invitations.expires', {
                            date: formatDate(invitation.expires_at, language) ?? '',
                          })}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light">{t(`team.roles.${invitation.role}`)}</Badge>
                    <Button
                      variant="subtle"
                      color="red.8"
                      size="compact-sm"
                      aria-label={t('team.invitations.revokeLabel', { email: invitation.email })}
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            notifications.show({
                              color: 'leaf',
                              message: t('team.invitations.revoked', { email: invitation.email }),
                            }),
                        })
                      }
                    >
                      {t('team.invitations.revoke')}
                    </Button>
                  </Group>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
