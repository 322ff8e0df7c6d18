import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed data view: the message and a Retry button. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
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
          <Text fw={500}>{message}</Text>
        </Group>
        {onRetry ? (
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
