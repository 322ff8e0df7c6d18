import type { SecuritySettings } from '@app/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useHydrated } from '@/lib/use-hydrated';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';
import { browserHasPasskeys, PasskeyCeremonyError } from '../passkey';
import { SecuritySection } from './security-section';

type Passkey = SecuritySettings['passkeys'][number];

/** The longest name the API keeps for a passkey. */
const NAME_MAX = 60;

interface PasskeySettingsProps {
  passkeys: Passkey[];
  /** The account's first factor brings recovery codes, to show this once. */
  onRecoveryCodes: (codes: string[]) => void;
}

/**
 * The account's passkeys (name, added, last used), one more added with a name its owner gives
 * it (the browser's own prompt makes it), or one removed (after a fresh proof).
 */
export function PasskeySettings({ passkeys, onRecoveryCodes }: PasskeySettingsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  function closeRemove() {
    if (remove.isPending) return;
    setRemoving(null);
    remove.reset();
  }

  return (
    <SecuritySection
      title={t('security.passkeys.title')}
      text={t('security.passkeys.text')}
      status={passkeys.length > 0 ? t('security.on') : t('security.off')}
      good={passkeys.length > 0}
    >
      {passkeys.length === 0 ? (
        <Text size="sm">{t('security.passkeys.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.passkeys.listLabel')}
        >
          {passkeys.map((passkey) => (
            <Group
              component="li"
              key={passkey.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text fw={600}>{passkey.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('security.passkeys.added', {
                    date: formatLongDate(passkey.created_at, language),
                  })}
                  {', '}
                  {passkey.last_used_at
                    ? t('security.passkeys.lastUsed', {
                        date: formatLongDate(passkey.last_used_at, language),
                      })
                    : t('security.passkeys.neverUsed')}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red.8"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                aria-label={t('security.passkeys.removeLabel', { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {t('security.passkeys.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <AddPasskey onRecoveryCodes={onRecoveryCodes} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={closeRemove}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => {
              setRemoving(null);
              notifications.show({ color: 'leaf', message });
            },
          });
        }}
        title={t('security.passkeys.removeTitle')}
        message={t('security.passkeys.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('security.passkeys.remove')}
        pendingLabel={t('security.passkeys.removing')}
        pending={remove.isPending}
        error={
          remove.isError ? errorMessage(remove.error, t('security.passkeys.removeFailed')) : null
        }
      />
    </SecuritySection>
  );
}

/** A name, then the browser's prompt makes the passkey and the server keeps it. */
function AddPasskey({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const hydrated = useHydrated();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  if (!hydrated || !browserHasPasskeys()) {
    return <Text size="sm">{t('security.passkeys.unsupported')}</Text>;
  }

  const error = add.error;
  const serverNameError = firstFieldErrors(error).name;
  const failure =
    error instanceof PasskeyCeremonyError
      ? t(error.unsupported ? 'security.passkeys.unsupported' : 'security.factor.passkeyCancelled')
      : error && !serverNameError
        ? (tooManyAttemptsMessage(error, t) ??
          errorMessage(error, t('security.passkeys.addFailed')))
        : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) {
      setNameError(t('security.passkeys.nameRequired'));
      return;
    }
    setNameError(null);
    add.mutate(trimmed, {
      onSuccess: ({ message, recovery_codes }) => {
        setName('');
        notifications.show({ color: 'leaf', message });
        if (recovery_codes) onRecoveryCodes(recovery_codes);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={add.isPending}>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
            {failure}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('security.passkeys.name')}
            description={t('security.passkeys.nameHint')}
            maxLength={NAME_MAX}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError ?? serverNameError}
            disabled={add.isPending}
            style={{ flex: '1 1 240px' }}
          />
          <Button
            type="submit"
            leftSection={<IconKey size={18} aria-hidden="true" />}
            disabled={add.isPending}
          >
            {add.isPending ? t('security.passkeys.adding') : t('security.passkeys.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
