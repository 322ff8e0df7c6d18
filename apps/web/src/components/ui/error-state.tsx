import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

interface ErrorStateProps {
  message: string;
  /** Bold line above the message. */
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Label of the retry button; 'Retry' unless told. */
  retryLabel?: string;
}

/** A failed data view: the message and a Retry button. */
export function ErrorState({
  message,
  title,
  onRetry,
  retrying = false,
  retryLabel,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Paper
      role="alert"
      radius="lg"
      p="lg"
      bg="white"
      withBorder
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" radius="xl" size={40} aria-hidden="true">
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            {title ? <Text fw={700}>{title}</Text> : null}
            <Text fw={title ? 400 : 500}>{message}</Text>
          </Stack>
        </Group>
        {onRetry ? (
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={onRetry}
            loading={retrying}
          >
            {retryLabel ?? t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The same for a small panel: one line of text and a small Retry button. */
export function InlineErrorState({
  message,
  onRetry,
  retrying = false,
}: Pick<ErrorStateProps, 'message' | 'onRetry' | 'retrying'>) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" role="alert">
      <Text size="sm" c="red.8">
        {message}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="outline" color="red.8" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
