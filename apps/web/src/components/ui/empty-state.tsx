import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  /** Bold line above the message. */
  title?: string;
  icon?: ReactNode;
  /** A way forward, e.g. a link button. */
  action?: ReactNode;
}

/** Nothing to show: a calm message instead of an empty area. */
export function EmptyState({ message, title, icon, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="white">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="ember" aria-hidden="true">
          {icon ?? <IconMoodEmpty size={28} />}
        </ThemeIcon>
        {title ? (
          <Text ta="center" fw={700}>
            {title}
          </Text>
        ) : null}
        <Text ta="center" c="dimmed">
          {message}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
