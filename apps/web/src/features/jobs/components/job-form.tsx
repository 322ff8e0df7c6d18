import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { JobFields } from './job-fields';
import type { JobForm as JobFormState } from './use-job-form';

interface JobFormProps {
  form: JobFormState;
  /** The create or update mutation: its failure opens the 'Error' dialog, 422s mark the fields. */
  mutation: { error: unknown; isPending: boolean; reset: () => void };
  /** Runs when the client finds nothing wrong; sends the form. */
  onSubmit: () => void;
  submitLabel: string;
  /** Shown on the button while the form is sent, e.g. 'Posting...'. */
  pendingLabel: string;
  /** More checks of the form's own fields (field → message), e.g. the chosen non-profit. */
  check?: () => Record<string, string>;
  /** Fields placed right after the title, given the first message of each field. */
  afterTitle?: (errors: Record<string, string | undefined>) => ReactNode;
}

/**
 * The form of job registration and edit: the fields, the client's checks (a
 * title, and what `check` adds), and on failure a dialog titled 'Error' with the server's or
 * the client's message, a 422 also marking its fields. Nothing typed is lost.
 */
export function JobForm({
  form,
  mutation,
  onSubmit,
  submitLabel,
  pendingLabel,
  check,
  afterTitle,
}: JobFormProps) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [clientFailed, setClientFailed] = useState(false);
  // The failure whose dialog was closed: the dialog shows again only for the next one.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const pending = mutation.isPending;
  const errors: Record<string, string | undefined> = {
    ...firstFieldErrors(mutation.error),
    ...clientErrors,
  };

  const serverFailed = Boolean(mutation.error) && mutation.error !== dismissed;
  const dialogMessage = clientFailed
    ? t('jobForm.errors.check')
    : serverFailed
      ? errorMessage(mutation.error, t('errors.generic'))
      : null;

  // The closing dialog keeps its text while it fades out.
  const [shownMessage, setShownMessage] = useState('');
  if (dialogMessage !== null && dialogMessage !== shownMessage) setShownMessage(dialogMessage);

  function closeDialog() {
    setClientFailed(false);
    setDismissed(mutation.error);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = { ...check?.() };
    if (!form.values.title.trim()) problems.title = t('pageForm.required');
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) {
      mutation.reset();
      setClientFailed(true);
      return;
    }
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <Stack gap="xl">
        <JobFields
          form={form}
          errors={errors}
          disabled={pending}
          afterTitle={afterTitle?.(errors)}
        />
        <Button type="submit" disabled={pending} size="md" style={{ alignSelf: 'flex-start' }}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
      <Modal
        opened={dialogMessage !== null}
        onClose={closeDialog}
        title={t('jobForm.errors.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{dialogMessage ?? shownMessage}</Text>
          <Group justify="flex-end">
            <Button onClick={closeDialog} data-autofocus>
              {t('jobForm.errors.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
