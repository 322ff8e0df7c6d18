import type { PublicUser, SessionUser } from '@app/contract';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useUpdateDescription } from '../api/update-description';
import classes from './profile.module.css';

/** 'Description updated successfully.' shows for 2 seconds. */
const DESCRIPTION_SAVED_MS = 2000;
const MAX_LENGTH = 5000;

interface DescriptionEditorProps {
  user: SessionUser | PublicUser;
  onSaved: (user: SessionUser) => void;
}

/**
 * The About tab's description: view, edit, saving, view again.
 * Cancel restores the saved text; a failure keeps the editor open with the draft.
 */
export function DescriptionEditor({ user, onSaved }: DescriptionEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(user.description ?? '');
  const [savedNotice, setSavedNotice] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const save = useUpdateDescription(user.id);

  useEffect(() => {
    if (!savedNotice) return;
    const timer = setTimeout(() => setSavedNotice(false), DESCRIPTION_SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedNotice]);

  function startEditing() {
    setDraft(user.description ?? '');
    setSavedNotice(false);
    save.reset();
    setEditing(true);
    requestAnimationFrame(() => textareaRef.current?.focus());
  }

  function cancel() {
    setDraft(user.description ?? '');
    save.reset();
    setEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  function submit() {
    save.mutate(
      { description: draft.trim() },
      {
        onSuccess: ({ user: updated }) => {
          onSaved(updated);
          setEditing(false);
          setSavedNotice(true);
          requestAnimationFrame(() => editButtonRef.current?.focus());
        },
      },
    );
  }

  const description = user.description?.trim();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="profile-about-title">
            {t('profile.description.title')}
          </Title>
          {editing ? null : (
            <Button
              ref={editButtonRef}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={startEditing}
            >
              {t('profile.description.edit')}
            </Button>
          )}
        </Group>

        <div aria-live="polite">
          {savedNotice ? (
            <Alert color="leaf" variant="light" icon={<IconCircleCheck size={20} />}>
              {t('profile.description.saved')}
            </Alert>
          ) : null}
        </div>

        {editing ? (
          <Stack gap="sm">
            {save.isError ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
                {t('profile.description.failed')}
              </Alert>
            ) : null}
            <Textarea
              ref={textareaRef}
              label={t('profile.description.label')}
              autosize
              minRows={5}
              maxLength={MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              disabled={save.isPending}
              description={t('profile.description.count', {
                length: draft.length,
                max: MAX_LENGTH,
              })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel} disabled={save.isPending}>
                {t('common.cancel')}
              </Button>
              <Button onClick={submit} disabled={save.isPending}>
                {save.isPending ? t('profile.description.saving') : t('profile.description.save')}
              </Button>
            </Group>
          </Stack>
        ) : description ? (
          <Text className={classes.description}>{description}</Text>
        ) : (
          <Text c="dimmed">{t('profile.description.empty')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
