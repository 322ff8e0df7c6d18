import {
  type AdminPerson,
  isConsoleAdmin,
  isOperator,
  type UserRole,
  userRoles,
} from '@app/contract';
import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useBlockPerson } from '@/features/admin/api/block-person';
import { useResetSecondFactors } from '@/features/admin/api/reset-second-factors';
import { useSetPersonRole } from '@/features/admin/api/set-person-role';
import { useUnblockPerson } from '@/features/admin/api/unblock-person';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useSession } from '@/lib/session';
import { ReasonDialog } from './reason-dialog';

/** A failure inside a dialog: the server's message (a 403 or 409 says why), or the dialog's own. */
function DialogError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {errorMessage(error, fallback)}
    </Alert>
  );
}

/** A change made with a reason, as blocking and resetting the second factors are. */
type ReasonChange = ReturnType<typeof useBlockPerson> | ReturnType<typeof useResetSecondFactors>;

/**
 * A change that needs a reason (the person is e-mailed it, the audit log keeps it): the reason
 * stays when the change fails. `dialog` names the dialog's texts, `notice` the one shown after.
 */
function ReasonChangeDialog({
  person,
  change,
  dialog,
  notice,
  onClose,
}: {
  person: AdminPerson;
  change: ReasonChange;
  dialog: 'blockDialog' | 'resetFactorsDialog';
  notice: 'blocked' | 'factorsReset';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      texts={{
        title: t(`consolePeople.${dialog}.title`),
        text: t(`consolePeople.${dialog}.text`, { name: person.name }),
        reason: t(`consolePeople.${dialog}.reason`),
        reasonRequired: t(`consolePeople.${dialog}.reasonRequired`),
        cancel: t('consolePeople.cancel'),
        confirm: t(`consolePeople.${dialog}.confirm`),
        failed: t(`consolePeople.${dialog}.failed`),
      }}
      pending={change.isPending}
      error={change.error}
      onConfirm={(reason) =>
        change.mutate(
          { id: person.id, body: { reason } },
          {
            onSuccess: (answer) => {
              notifications.show({
                color: 'teal',
                message: t(
                  answer.changed
                    ? `consolePeople.notices.${notice}`
                    : 'consolePeople.notices.unchanged',
                ),
              });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** Blocking: a reason is required (the person is e-mailed it). */
function BlockDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const block = useBlockPerson();
  return (
    <ReasonChangeDialog
      person={person}
      change={block}
      dialog="blockDialog"
      notice="blocked"
      onClose={onClose}
    />
  );
}

/**
 * Resetting the second factors of someone who lost them all: the reason says how the operator
 * checked who asks.
 */
function ResetFactorsDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const reset = useResetSecondFactors();
  return (
    <ReasonChangeDialog
      person={person}
      change={reset}
      dialog="resetFactorsDialog"
      notice="factorsReset"
      onClose={onClose}
    />
  );
}

/** Unblocking: it needs only a yes. */
function UnblockDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const unblock = useUnblockPerson();
  const pending = unblock.isPending;
  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={t('consolePeople.unblockDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('consolePeople.unblockDialog.text', { name: person.name })}</Text>
        {unblock.error ? (
          <DialogError error={unblock.error} fallback={t('consolePeople.unblockDialog.failed')} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('consolePeople.cancel')}
          </Button>
          <Button
            loading={pending}
            data-autofocus
            onClick={() =>
              unblock.mutate(person.id, {
                onSuccess: (answer) => {
                  notifications.show({
                    color: 'teal',
                    message: t(
                      answer.changed
                        ? 'consolePeople.notices.unblocked'
                        : 'consolePeople.notices.unchanged',
                    ),
                  });
                  onClose();
                },
              })
            }
          >
            {t('consolePeople.unblockDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** How much a role may do: `userRoles` lists them from the least to the most. */
const rank = (role: UserRole) => userRoles.indexOf(role);

/**
 * A console admin chooses the person's role (user, operator, console admin), each with what it
 * may do, and confirms; a lower role also says the person is signed out everywhere.
 */
function RoleDialog({ person, onClose }: { person: AdminPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const setRole = useSetPersonRole();
  const [role, setChosen] = useState<UserRole>(person.role);
  const pending = setRole.isPending;
  const roleName = (value: UserRole) => t(`consolePeople.roles.${value}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (role === person.role) return;
    setRole.mutate(
      { id: person.id, role },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            message: answer.changed
              ? t('consolePeople.notices.roleChanged', { role: roleName(answer.data.role) })
              : t('consolePeople.notices.unchanged'),
          });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={t('consolePeople.roleDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" component="form" onSubmit={submit}>
        <Text size="sm">
          {t('consolePeople.roleDialog.current', {
            name: person.name,
            role: roleName(person.role),
          })}
        </Text>
        <Radio.Group
          label={t('consolePeople.roleDialog.choose')}
          value={role}
          onChange={(value) => setChosen(value as UserRole)}
        >
          <Stack gap="sm" mt="xs">
            {userRoles.map((value) => (
              <Radio
                key={value}
                value={value}
                label={roleName(value)}
                description={t(`consolePeople.roleDialog.descriptions.${value}`)}
                disabled={pending}
              />
            ))}
          </Stack>
        </Radio.Group>
        {rank(role) < rank(person.role) ? (
          <Text size="sm" fw={600}>
            {t('consolePeople.roleDialog.signedOut', { name: person.name })}
          </Text>
        ) : null}
        {setRole.error ? (
          <DialogError error={setRole.error} fallback={t('consolePeople.roleDialog.failed')} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('consolePeople.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={role === person.role}>
            {t('consolePeople.roleDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Action = 'block' | 'unblock' | 'role' | 'resetFactors';

/**
 * What may be done to a person: block or unblock them, reset the second factors of someone who
 * lost them all, and for a console admin, change their role. An operator does the first two to
 * ordinary users only and is told who manages operators.
 */
export function PersonActions({ person }: { person: AdminPerson }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState<Action | null>(null);
  // A dialog here unmounts as it closes, before Mantine could give focus back: the button that
  // opened it gets it again (when it is still there), so a keyboard user goes on where they were.
  const opener = useRef<HTMLElement | null>(null);
  const show = (action: Action) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(action);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
    });
  };
  const self = user?.id === person.id;
  const consoleAdmin = isConsoleAdmin(user?.role);
  const mayBlock = consoleAdmin || !isOperator(person.role);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('consolePeople.actions.title')}
        </Title>
        {self ? (
          <Text size="sm" c="dimmed">
            {t('consolePeople.you')}
          </Text>
        ) : (
          <>
            {mayBlock || consoleAdmin ? (
              <Group gap="sm">
                {!mayBlock ? null : person.blocked_at ? (
                  <Button variant="default" onClick={() => show('unblock')}>
                    {t('consolePeople.actions.unblock')}
                  </Button>
                ) : (
                  <Button color="red" variant="light" onClick={() => show('block')}>
                    {t('consolePeople.actions.block')}
                  </Button>
                )}
                {mayBlock && person.second_factor ? (
                  <Button variant="default" onClick={() => show('resetFactors')}>
                    {t('consolePeople.actions.resetFactors')}
                  </Button>
                ) : null}
                {consoleAdmin ? (
                  <Button variant="default" onClick={() => show('role')}>
                    {t('consolePeople.actions.changeRole')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {consoleAdmin ? null : (
              <Text size="sm" c="dimmed">
                {t('consolePeople.operatorNote')}
              </Text>
            )}
          </>
        )}
      </Stack>
      {open === 'block' ? <BlockDialog person={person} onClose={close} /> : null}
      {open === 'unblock' ? <UnblockDialog person={person} onClose={close} /> : null}
      {open === 'role' ? <RoleDialog person={person} onClose={close} /> : null}
      {open === 'resetFactors' ? <ResetFactorsDialog person={person} onClose={close} /> : null}
    </Paper>
  );
}
